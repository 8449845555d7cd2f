import { isValid, parse } from 'date-fns';

export const DATE_FORMAT = 'MM/dd/yyyy';
export const INVALID_DATE = 'Date input not valid.';

/** Whether a typed text is a real date in DATE_FORMAT. An empty field is not an error. */
export function isValidDateText(text: string): boolean {
  const value = text.trim();
  return value === '' || isValid(parse(value, DATE_FORMAT, new Date()));
}
