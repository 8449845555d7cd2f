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

/** Origins the browser app may connect to besides its own (for the CSP's connect-src). */
export function connectSourcesOf(config: PublicConfig): string[] {
  return [new URL(config.reverseGeocodeUrl).origin];
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
