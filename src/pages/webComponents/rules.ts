export const RATING_MESSAGE = 'Choose a rating from 1 to 5.';
export const MAX_STARS = 5;

/** A rating's value: "" for none, else "1" to "5". */
export type RatingValue = '' | `${1 | 2 | 3 | 4 | 5}`;

export function isRatingValue(value: string): value is RatingValue {
  return value === '' || /^[1-5]$/.test(value);
}

/** The accessible name of the radio for `stars`: "1 star", "2 stars"... */
export const starLabel = (stars: number) => `${stars} ${stars === 1 ? 'star' : 'stars'}`;

export const ratingText = (value: RatingValue) => (value === '' ? 'No rating' : `${value} of 5`);

/** The rating's validation message: the custom one while a required rating is missing. */
export const ratingValidationMessage = (value: RatingValue, required: boolean) =>
  required && value === '' ? RATING_MESSAGE : '';

export const cartText = (item: string | undefined) =>
  item === undefined ? 'Cart: empty.' : `Cart: ${item}.`;

export const pressesText = (presses: number) => `Hidden button presses: ${presses}.`;

/** Form-data entries as JSON without spaces, in form order, values untrimmed. */
export function formDataJson(entries: Iterable<[string, FormDataEntryValue]>): string {
  const values: Record<string, string> = {};
  for (const [name, value] of entries) {
    values[name] = typeof value === 'string' ? value : value.name;
  }
  return JSON.stringify(values);
}
