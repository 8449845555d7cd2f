// The shop views' own rules (SPEC-4, page 72): what they show and check before asking the server.
import { LOGIN_MESSAGES } from '../../shared/shop/texts';

/** The cart link's name: "Cart, 1 item", "Cart, {n} items". */
export const cartLinkName = (count: number) => `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;

/** The product page's quantity: a whole number from 1 to `max`, or null. */
export function parseQuantity(text: string, max: number): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const quantity = Number(trimmed);
  return quantity >= 1 && quantity <= max ? quantity : null;
}

/**
 * What the cart's quantity field sends to the server: the number typed, or the text itself when
 * it is no number (the server is the authority and answers with the message to show).
 */
export function typedQuantity(text: string): number | string {
  const trimmed = text.trim();
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : trimmed;
}

/** The login view's alert for a view opened without a login. */
export const guardMessage = (path: string, sessionEnded: boolean) =>
  sessionEnded ? LOGIN_MESSAGES.sessionEnded : LOGIN_MESSAGES.guard(path);

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** An order's "Placed": the local date and time as `YYYY-MM-DD HH:MM`. */
export function formatPlacedAt(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return (
    `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())} ` +
    `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`
  );
}

/** The product after this one on the list's ids, 12 followed by 1. */
export const nextProductId = (id: number, count: number) => (id % count) + 1;
