import { resolve } from 'node:path';
import { authConfigFromEnv, type AuthConfig } from './auth/config.js';
import { chatConfigFromEnv, type ChatConfig } from './chat/config.js';
import { booleanVar, integerVar, oneOfVar, textVar, urlVar } from './env.js';
import { captchaConfigFromEnv, type CaptchaConfig } from './captcha/config.js';
import { networkConfigFromEnv, type NetworkConfig } from './network/config.js';
import { notesConfigFromEnv, type NotesConfig } from './notes/config.js';
import { pagesConfigFromEnv, type PagesConfig } from './pages/config.js';
import { parseReverseGeocodeUrl, websocketOriginOf } from './publicConfig.js';
import { practiceConfigFromEnv, type PracticeConfig } from './practice/config.js';
import { shopConfigFromEnv, type ShopConfig } from './shop/config.js';
import { slowConfigFromEnv, type SlowConfig } from './slow/config.js';
import { storageStateConfigFromEnv, type StorageStateConfig } from './storageState/config.js';
import { twofaConfigFromEnv, type TwofaConfig } from './twofa/config.js';
import { trackingConfigFromEnv, type TrackingConfig } from './tracking/config.js';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Everything the server is told, checked and resolved once at start (docs/configuration.md). */
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
  /** Server processes sharing the port (Node's cluster); more than one needs `redisUrl`. */
  workers: number;
  /** The 2FA API (delivery, rate limits). */
  twofa: TwofaConfig;
  /** The practice CAPTCHA of /recaptcha (lifetimes, the challenge limit). */
  captcha: CaptchaConfig;
  /** The practice login (session lifetime, failed-login limit). */
  auth: AuthConfig;
  /** Page answers that are the exercise (the /loadDelay delay and its rate limit). */
  pages: PagesConfig;
  /** The practice API of /apiPage (rate limit, workspace expiry). */
  practice: PracticeConfig;
  /** GET /api/slow and /api/ajaxData: delays and pending limits. */
  slow: SlowConfig;
  /** The /webSocket chat: its pace and limits. */
  chat: ChatConfig;
  /** The site's own WebSocket address for the CSP (ws:// on HOST and PORT by default). */
  websocketOrigin: string | undefined;
  /** The parcels and event streams of /serverSentEvents: lifetimes and limits. */
  tracking: TrackingConfig;
  /** The /networkRequests calls: the slow call's delay and pending limit, the per-client limit. */
  network: NetworkConfig;
  /** The notes of /offlineMode: the per-client limit and how long a device's notes are kept. */
  notes: NotesConfig;
  /** The slow sign-in of /storageState: delay, limits, session lifetime. */
  storageState: StorageStateConfig;
  /** The Practice Shop: planted bugs, session and state lifetimes, limits, the slow user's delays. */
  shop: ShopConfig;
  port: number;
  host: string;
}

/** Reads and checks every variable; throws an Error naming the first bad one. */
export function configFromEnv(env: NodeJS.ProcessEnv): Config {
  const logLevel = oneOfVar(env, 'LOG_LEVEL', 'info', LOG_LEVELS);
  const redisUrl = urlVar(env, 'REDIS_URL', ['redis:', 'rediss:']);
  const workers = integerVar(env, 'WORKERS', 1, 1, 64);
  // Each process has its own memory store: codes, sessions and counters must be shared.
  if (workers > 1 && redisUrl === undefined) {
    throw new Error(`WORKERS above 1 needs REDIS_URL (the store they share), not "${workers}"`);
  }
  const port = integerVar(env, 'PORT', 3000, 0, 65535);
  const host = textVar(env, 'HOST', 'localhost');
  return {
    clientDir: resolve(textVar(env, 'CLIENT_DIR', 'dist/client')),
    logLevel: logLevel === 'silent' ? false : logLevel,
    trustProxy: booleanVar(env, 'TRUST_PROXY', false),
    reverseGeocodeUrl: parseReverseGeocodeUrl(env.REVERSE_GEOCODE_URL),
    redisUrl,
    workers,
    twofa: twofaConfigFromEnv(env),
    captcha: captchaConfigFromEnv(env),
    auth: authConfigFromEnv(env),
    pages: pagesConfigFromEnv(env),
    practice: practiceConfigFromEnv(env),
    slow: slowConfigFromEnv(env),
    chat: chatConfigFromEnv(env),
    websocketOrigin: websocketOriginOf(env, host, port),
    tracking: trackingConfigFromEnv(env),
    network: networkConfigFromEnv(env),
    notes: notesConfigFromEnv(env),
    storageState: storageStateConfigFromEnv(env),
    shop: shopConfigFromEnv(env),
    port,
    host,
  };
}
