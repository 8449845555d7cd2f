/**
 * The HTTP Basic authentication of /basicAuth and /secureDownload (SPEC-2, pages 19 and 20):
 * the credentials both pages show and the server checks, and the protected addresses.
 */
export const BASIC_AUTH_USERNAME = 'student';
export const BASIC_AUTH_PASSWORD = 'playground';

/** The page behind the challenge (its own catalog entry, opened by a full document load). */
export const BASIC_AUTH_SECURE_PATH = '/basicAuth/secure';

/** The secure files, each at `${SECURE_FILES_PATH}/{name}`. */
export const SECURE_FILES_PATH = '/secureDownload/files';
export const SECURE_FILE_NAMES = [
  'secure-report.txt',
  'secure-data.csv',
  'secure-data.json',
] as const;

export type SecureFileName = (typeof SECURE_FILE_NAMES)[number];
