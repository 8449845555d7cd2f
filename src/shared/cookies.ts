/** The site's own HttpOnly cookies (the /cookies page shows their values as hidden). */
export const TWOFA_SESSION_COOKIE = 'twofa_session';
export const LOGIN_SESSION_COOKIE = 'playground_session';
export const PRACTICE_HTTPONLY_COOKIE = 'practice_httponly';
export const STORAGE_DEMO_SESSION_COOKIE = 'storage_demo_session';

export const HTTPONLY_COOKIES: readonly string[] = [
  TWOFA_SESSION_COOKIE,
  LOGIN_SESSION_COOKIE,
  PRACTICE_HTTPONLY_COOKIE,
  STORAGE_DEMO_SESSION_COOKIE,
];
