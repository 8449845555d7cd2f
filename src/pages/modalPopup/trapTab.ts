import type { KeyboardEvent } from 'react';

const FOCUSABLE = 'button:not([disabled]), [href], input, select, textarea, [tabindex="0"]';

/**
 * Keeps Tab and Shift+Tab cycling inside the element that handles the key: from the last
 * control back to the first, and the other way round. (Without it Tab leaves the modal for the
 * browser's own toolbar when the modal is the last thing on the page.)
 */
export function trapTab(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab') return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  const outsideControls = !controls.includes(active as HTMLElement);
  if (event.shiftKey && (active === first || outsideControls)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || outsideControls)) {
    event.preventDefault();
    first.focus();
  }
}
