import { createHash, timingSafeEqual } from 'node:crypto';
import { BASIC_AUTH_PASSWORD, BASIC_AUTH_USERNAME } from '../../src/shared/basicAuth.js';

/** The challenge every refused request gets (RFC 7617). */
export const WWW_AUTHENTICATE = 'Basic realm="Automation Playground", charset="UTF-8"';

// "Basic", any case, one or more spaces, then the token68 of the credentials.
const BASIC_HEADER = /^basic +([A-Za-z0-9+/]+={0,2}) *$/i;

const digest = (bytes: Buffer) => createHash('sha256').update(bytes).digest();

const EXPECTED = digest(Buffer.from(`${BASIC_AUTH_USERNAME}:${BASIC_AUTH_PASSWORD}`, 'utf8'));

/**
 * Whether an Authorization header carries student / playground, exactly. The decoded
 * "user:password" bytes are compared as SHA-256 digests with timingSafeEqual: equal lengths
 * whatever was sent, and a comparison whose time does not depend on where the bytes differ.
 * Anything malformed is simply not valid.
 */
export function hasValidCredentials(authorization: string | undefined): boolean {
  const token = BASIC_HEADER.exec(authorization ?? '')?.[1];
  if (token === undefined) return false;
  return timingSafeEqual(digest(Buffer.from(token, 'base64')), EXPECTED);
}
