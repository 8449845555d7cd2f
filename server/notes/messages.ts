/** The texts of /api/notes/{device} (SPEC-3 page 63, /offlineMode). */
export const NOTES_MESSAGES = {
  badText: 'Notes have 1 to 200 characters.',
  badDevice: 'Device ids have 8 to 32 characters: a-z, 0-9 and -.',
  badNote: 'Send a note as { number: 1 to 1000, text, savedAt: an ISO time }.',
  full: (max: number) => `This device already has ${max} notes.`,
  tooManyRequests: 'Too many requests.',
} as const;

export const MAX_NOTES = 50;
export const MAX_TEXT_LENGTH = 200;
