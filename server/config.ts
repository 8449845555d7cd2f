import { resolve } from 'node:path';
import { parseReverseGeocodeUrl } from './publicConfig.js';
import { twofaConfigFromEnv, type TwofaConfig } from './twofa/config.js';

/** Everything the server can be told, each with a safe default. Listed in README.md. */
export interface Config {
  /** Folder with the built browser app (index.html and assets/), relative to the working folder. */
  clientDir: string;
  /** Pino log level, or false for no request logging (tests). */
  logLevel: string | false;
  /** Set when the site is served over HTTPS (cookies become Secure). */
  trustProxy: boolean;
  /** Reverse-geocoding endpoint for /geolocation (default: OpenStreetMap Nominatim). */
  reverseGeocodeUrl?: string;
  /** The 2FA API (store, delivery, rate limits); its defaults when absent. */
  twofa?: TwofaConfig;
}

export interface ListenConfig {
  port: number;
  host: string;
}

function port(value: string | undefined): number {
  const parsed = Number(value ?? 3000);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, not "${value}"`);
  }
  return parsed;
}

export function configFromEnv(env: NodeJS.ProcessEnv): Config & ListenConfig {
  return {
    clientDir: resolve(env.CLIENT_DIR ?? 'dist/client'),
    logLevel: env.LOG_LEVEL === 'silent' ? false : (env.LOG_LEVEL ?? 'info'),
    trustProxy: env.TRUST_PROXY === 'true',
    reverseGeocodeUrl: parseReverseGeocodeUrl(env.REVERSE_GEOCODE_URL),
    twofa: twofaConfigFromEnv(env),
    port: port(env.PORT),
    host: env.HOST ?? 'localhost',
  };
}
