/** The texts of the /networkRequests calls (SPEC-3 page 62). */
export const NETWORK_MESSAGES = {
  queryTooLong: 'q may have at most 50 characters.',
  badProfile: 'Send a displayName of 1 to 40 characters and a boolean newsletter.',
  badRequestId: 'Send an X-Request-Id of 1 to 64 letters, digits, - or _.',
  reportDown: 'The report service is down. Try again later.',
  answered: (seconds: number) => `Answered after ${seconds} s.`,
  tooManySlow: 'Too many slow requests at once.',
  tooManyRequests: 'Too many requests.',
} as const;

/** What GET /api/network/search looks through, in this order. */
export const PRODUCTS = [
  'Desk lamp',
  'Floor lamp',
  'Reading lamp',
  'Office chair',
  'Standing desk',
  'Bookshelf',
] as const;

/** The products containing `query`, in any case, in the catalog's order. */
export function search(query: string): string[] {
  const needle = query.toLowerCase();
  return PRODUCTS.filter((name) => name.toLowerCase().includes(needle));
}

/** How long "Load report" tells a client to wait (its Retry-After). */
export const REPORT_RETRY_AFTER_SECONDS = 30;

/** A transparent 1 × 1 GIF: the beacon's answer. */
export const PIXEL_GIF = Buffer.from(
  'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7',
  'base64',
);
