import { resolve } from 'node:path';
import { booleanVar, integerVar, oneOfVar, textVar, urlVar } from './env.js';
import { parseReverseGeocodeUrl } from './publicConfig.js';
import { slowConfigFromEnv, type SlowConfig } from './slow/config.js';
import { twofaConfigFromEnv, type TwofaConfig } from './twofa/config.js';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Everything the server is told, checked and resolved once at start. Listed in README.md. */
export interface Config {
  /** Folder with the built browser app (index.html and assets/), absolute. */
  clientDir: string;
  /** Pino log level, or false for no request logging (tests). */
  logLevel: string | false;
  /** Set when the site is served over HTTPS behind a proxy (cookies become Secure). */
  trustProxy: boolean;
  /** Reverse-geocoding endpoint for /geolocation (default: OpenStreetMap Nominatim). */
  reverseGeocodeUrl: string;
  /** Shared store for several server instances; the in-memory store when absent. */
  redisUrl?: string;
  /** The 2FA API (delivery, rate limits). */
  twofa: TwofaConfig;
  /** GET /api/slow and /api/ajaxData: delays and pending limits. */
  slow: SlowConfig;
  port: number;
  host: string;
}

/** Reads and checks every variable; throws an Error naming the first bad one. */
export function configFromEnv(env: NodeJS.ProcessEnv): Config {
  const logLevel = oneOfVar(env, 'LOG_LEVEL', 'info', LOG_LEVELS);
  return {
    clientDir: resolve(textVar(env, 'CLIENT_DIR', 'dist/client')),
    logLevel: logLevel === 'silent' ? false : logLevel,
    trustProxy: booleanVar(env, 'TRUST_PROXY', false),
    reverseGeocodeUrl: parseReverseGeocodeUrl(env.REVERSE_GEOCODE_URL),
    redisUrl: urlVar(env, 'REDIS_URL', ['redis:', 'rediss:']),
    twofa: twofaConfigFromEnv(env),
    slow: slowConfigFromEnv(env),
    port: integerVar(env, 'PORT', 3000, 0, 65535),
    host: textVar(env, 'HOST', 'localhost'),
  };
}
