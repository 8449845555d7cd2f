/**
 * The project-type list of the inner frame. The frame may not run inline script (CSP), so the
 * page wires this behaviour into the frame's document from outside (same origin: about:srcdoc).
 * Returns a function that removes every listener.
 */
export function wireProjectTypeLookup(doc: Document): () => void {
  const input = doc.getElementById('projectType') as HTMLInputElement | null;
  const list = doc.getElementById('projectTypeList');
  const button = doc.querySelector<HTMLButtonElement>('button[aria-label="Lookup"]');
  if (!input || !list || !button) return () => undefined;
  return wireElements(doc, input, list, button);
}

function wireElements(
  doc: Document,
  input: HTMLInputElement,
  list: HTMLElement,
  button: HTMLButtonElement,
): () => void {
  const options = Array.from(list.querySelectorAll<HTMLElement>('[role="option"]'));
  let active = -1;

  function highlight(index: number) {
    active = index;
    options.forEach((option, i) => option.setAttribute('aria-selected', String(i === index)));
    const option = options[index];
    if (option) input.setAttribute('aria-activedescendant', option.id);
    else input.removeAttribute('aria-activedescendant');
  }
  function open() {
    list.hidden = false;
    input.setAttribute('aria-expanded', 'true');
  }
  function close() {
    list.hidden = true;
    input.setAttribute('aria-expanded', 'false');
    highlight(-1);
  }
  function pick(option: HTMLElement) {
    input.value = option.textContent ?? '';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    close();
    input.focus();
  }

  const onButtonClick = () => {
    if (list.hidden) open();
    else close();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (list.hidden) open();
      highlight((active + 1) % options.length);
    } else if (event.key === 'ArrowUp' && !list.hidden) {
      event.preventDefault();
      highlight((active - 1 + options.length) % options.length);
    } else if (event.key === 'Enter' && !list.hidden) {
      const option = options[active];
      if (!option) return;
      event.preventDefault();
      pick(option);
    }
  };
  // Escape closes the list wherever focus is in the frame (the Lookup button keeps it after a click).
  const onDocumentKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !list.hidden) close();
  };
  const onListClick = (event: MouseEvent) => {
    const option = (event.target as Element).closest<HTMLElement>('[role="option"]');
    if (option) pick(option);
  };
  const onDocumentClick = (event: MouseEvent) => {
    if (!(event.target as Element).closest('.combo')) close();
  };

  button.addEventListener('click', onButtonClick);
  input.addEventListener('keydown', onKeyDown);
  list.addEventListener('click', onListClick);
  doc.addEventListener('click', onDocumentClick);
  doc.addEventListener('keydown', onDocumentKeyDown);
  return () => {
    button.removeEventListener('click', onButtonClick);
    input.removeEventListener('keydown', onKeyDown);
    list.removeEventListener('click', onListClick);
    doc.removeEventListener('click', onDocumentClick);
    doc.removeEventListener('keydown', onDocumentKeyDown);
  };
}
