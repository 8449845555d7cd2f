export const FIRST_VERSION_PATH = '/similarPages';
export const SECOND_VERSION_PATH = '/similarPages/secondVersion';
export const TOOLTIP = 'Enter the name into the field!';

/** The success text for a searched author, or null when the name is blank. */
export function searchResult(name: string): string | null {
  const author = name.trim();
  return author === '' ? null : `A book by ${author} was found!`;
}
