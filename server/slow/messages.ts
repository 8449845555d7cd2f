/** The texts of GET /api/slow and GET /api/ajaxData (SPEC-2 pages 24 and 26). */
export const MESSAGES = {
  invalidDelay: (maxSeconds: number) =>
    `delay must be a whole number of seconds from 0 to ${maxSeconds}.`,
  answered: (seconds: number) => `Answered after ${seconds} s.`,
  tooManySlow: 'Too many slow requests at once.',
  ajaxLoaded: 'Data loaded from the server.',
  tooManyAjax: 'Too many AJAX requests at once.',
} as const;
