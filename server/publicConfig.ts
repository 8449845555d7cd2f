import { Type } from 'typebox';
import { urlVar } from './env.js';
import type { Server } from './http.js';

export const DEFAULT_REVERSE_GEOCODE_URL = 'https://nominatim.openstreetmap.org/reverse';

const PublicConfigReply = Type.Object(
  {
    /** Reverse-geocoding endpoint /geolocation asks for the city (Nominatim's query format). */
    reverseGeocodeUrl: Type.String(),
  },
  {
    description: 'The settings',
    examples: [{ reverseGeocodeUrl: DEFAULT_REVERSE_GEOCODE_URL }],
  },
);

/** Settings the browser app reads at run time from GET /config.json (nothing secret here). */
export interface PublicConfig {
  reverseGeocodeUrl: string;
}

/** REVERSE_GEOCODE_URL, checked to be an absolute http(s) address. */
export function parseReverseGeocodeUrl(value: string | undefined): string {
  return (
    urlVar({ REVERSE_GEOCODE_URL: value }, 'REVERSE_GEOCODE_URL', ['http:', 'https:']) ??
    DEFAULT_REVERSE_GEOCODE_URL
  );
}

const ANY_INTERFACE = ['0.0.0.0', '::'];

/**
 * The site's own WebSocket address, which 'self' does not cover in every browser: WEBSOCKET_ORIGIN,
 * else ws:// on the host and port the server listens on when they name one address.
 */
export function websocketOriginOf(env: NodeJS.ProcessEnv, host: string, port: number) {
  const configured = urlVar(env, 'WEBSOCKET_ORIGIN', ['ws:', 'wss:']);
  if (configured !== undefined) return new URL(configured).origin;
  if (port === 0 || ANY_INTERFACE.includes(host)) return undefined;
  return new URL(`ws://${host.includes(':') ? `[${host}]` : host}:${port}`).origin;
}

/** Origins the browser app may connect to besides its own page origin (for the CSP's connect-src). */
export function connectSourcesOf(config: PublicConfig, websocketOrigin?: string): string[] {
  return [new URL(config.reverseGeocodeUrl).origin, ...(websocketOrigin ? [websocketOrigin] : [])];
}

export function registerPublicConfig(app: Server, config: PublicConfig) {
  app.get(
    '/config.json',
    {
      schema: {
        summary: 'Run-time settings of the browser app',
        tags: ['Site'],
        response: { 200: PublicConfigReply },
      },
    },
    async (_request, reply) => {
      void reply.header('Cache-Control', 'no-cache');
      return config;
    },
  );
}
