/**
 * The practice CAPTCHA of /recaptcha, as the page and the server both see it: the objects a tile
 * can show, the shapes of the three calls and the texts of their answers (SPEC-2, page 16).
 */

export const CAPTCHA_OBJECTS = [
  'bicycle',
  'bus',
  'car',
  'cat',
  'crosswalk',
  'fire hydrant',
  'traffic light',
  'tree',
] as const;

export type CaptchaObject = (typeof CAPTCHA_OBJECTS)[number];

/** A 3 × 3 grid, tiles numbered 1 to 9 row by row; 2 to 4 of them show the target. */
export const TILE_COUNT = 9;
export const MIN_TARGETS = 2;
export const MAX_TARGETS = 4;

/** The largest seed the page sends: `?seed=` takes up to 15 digits (src/lib/random.ts). */
export const MAX_SEED = 999_999_999_999_999;
/** The page's challenge count n starts at 1 on each visit. */
export const MAX_CHALLENGE_COUNT = 1_000_000;

export const CAPTCHA_PATHS = {
  challenge: '/api/captcha/challenge',
  verify: '/api/captcha/verify',
  validate: '/api/captcha/validate',
} as const;

export interface Tile {
  position: number;
  object: CaptchaObject;
}

/** POST /api/captcha/challenge `{ seed?, n? }` answers this. */
export interface Challenge {
  challengeId: string;
  target: CaptchaObject;
  tiles: Tile[];
}

export interface ChallengeRequest {
  seed?: number;
  n?: number;
}

export interface VerifyRequest {
  challengeId: string;
  selected: number[];
}

/** POST /api/captcha/verify answers this when the selection is right. */
export interface VerifyAnswer {
  token: string;
}

export interface ValidateRequest {
  token: string;
}

/** The server's `{ message }` texts; the page shows the last two with its own ✓ and ✗ marks. */
export const CAPTCHA_MESSAGES = {
  wrongSelection: 'Wrong selection. Try this new challenge.',
  challengeExpired: 'This challenge expired. Start a new one.',
  validated: 'Captcha validation successful!',
  tokenExpired: 'The CAPTCHA expired. Please complete it again.',
} as const;

/** The same-origin image of an object: "fire hydrant" is /captcha/fire-hydrant.svg. */
export const imageOf = (object: CaptchaObject) => `/captcha/${object.replace(' ', '-')}.svg`;
