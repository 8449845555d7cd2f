/**
 * Writes `text` to the clipboard with the Clipboard API, or, where it is missing (a page served
 * over plain HTTP to another machine is no secure context), with the browser's copy command on a
 * hidden text area. Rejects with the reason when the browser refuses.
 */
export async function copyText(text: string): Promise<void> {
  // The property is absent outside a secure context, whatever the types say.
  const clipboard = navigator.clipboard as Clipboard | undefined;
  if (clipboard?.writeText) {
    await clipboard.writeText(text);
    return;
  }
  copyWithCommand(text);
}

function copyWithCommand(text: string) {
  const focused = document.activeElement;
  const area = document.createElement('textarea');
  area.value = text;
  area.readOnly = true;
  area.className = 'clipboard-copy-area';
  area.setAttribute('aria-hidden', 'true');
  area.tabIndex = -1;
  document.body.append(area);
  area.focus();
  area.select();
  try {
    // Deprecated, but the only way left without the Clipboard API.
    if (!document.execCommand('copy')) throw new Error('the browser refused the copy command');
  } finally {
    area.remove();
    if (focused instanceof HTMLElement) focused.focus();
  }
}
