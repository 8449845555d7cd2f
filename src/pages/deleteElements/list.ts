/** The items the list starts with. */
export const INITIAL_ELEMENTS = ['Element 1', 'Element 2', 'Element 3'] as const;

export const INVALID_NAME = 'Please enter a valid element name.';
export const EMPTY_LIST = 'No elements to display. Add some using the input above.';

/** The name to append, or null when the input is blank after trimming. */
export function elementName(input: string): string | null {
  const name = input.trim();
  return name === '' ? null : name;
}
