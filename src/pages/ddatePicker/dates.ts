import { format, isValid, parse } from 'date-fns';

export const DATE_FORMAT = 'MM/dd/yyyy';
export const INVALID_DATE = 'Date input not valid.';
/** How many years the year dropdown lists. */
const YEAR_ITEM_NUMBER = 12;

// date-fns's English names, not toLocaleString's: the first Intl object a page makes costs
// Chromium tens of milliseconds (ICU's data), on this page's start.
export const MONTHS = Array.from({ length: 12 }, (_, month) =>
  format(new Date(2000, month, 1), 'LLLL'),
);

/**
 * Whether a typed text is a real date written exactly in DATE_FORMAT (the picker parses strictly
 * too). An empty field is not an error.
 */
export function isValidDateText(text: string): boolean {
  const value = text.trim();
  if (value === '') return true;
  const date = parse(value, DATE_FORMAT, new Date());
  return isValid(date) && format(date, DATE_FORMAT) === value;
}

/** The years of the year dropdown: YEAR_ITEM_NUMBER of them around the shown year. */
export function yearOptions(shownYear: number): number[] {
  const first = shownYear - Math.floor(YEAR_ITEM_NUMBER / 2);
  return Array.from({ length: YEAR_ITEM_NUMBER }, (_, i) => first + i);
}
