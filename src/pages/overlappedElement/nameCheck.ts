/** What typing into Name leads to: the value the field keeps and the status line's text. */
export interface NameOutcome {
  value: string;
  message: string;
  covered: boolean;
}

/** The point at the centre of a box (a field's bounding rectangle). */
export function centreOf(rect: { left: number; top: number; width: number; height: number }) {
  return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
}

/**
 * Typing counts only when the field itself is the element at its centre point; anything else
 * there (the grey block, or nothing because the point is scrolled out of view) means it was
 * covered, and the field is emptied.
 */
export function nameOutcome(typed: string, fieldIsAtCentre: boolean): NameOutcome {
  return fieldIsAtCentre
    ? { value: typed, message: `Name: ${typed}`, covered: false }
    : { value: '', message: 'Name was cleared: it was covered while you typed.', covered: true };
}
