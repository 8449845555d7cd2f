import type { FastifyInstance } from 'fastify';

export const DEFAULT_REVERSE_GEOCODE_URL = 'https://nominatim.openstreetmap.org/reverse';

/** Settings the browser app reads at run time from GET /config.json (nothing secret here). */
export interface PublicConfig {
  /** Reverse-geocoding endpoint /geolocation asks for the city (Nominatim's query format). */
  reverseGeocodeUrl: string;
}

/** REVERSE_GEOCODE_URL, checked to be an absolute http(s) address. */
export function parseReverseGeocodeUrl(value: string | undefined): string {
  if (value === undefined || value === '') return DEFAULT_REVERSE_GEOCODE_URL;
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || !['http:', 'https:'].includes(url.protocol)) {
    throw new Error(`REVERSE_GEOCODE_URL must be an http(s) address, not "${value}"`);
  }
  return value;
}

/** Origins the browser app may connect to besides its own (for the CSP's connect-src). */
export function connectSourcesOf(config: PublicConfig): string[] {
  return [new URL(config.reverseGeocodeUrl).origin];
}

export function registerPublicConfig(app: FastifyInstance, config: PublicConfig) {
  app.get('/config.json', (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').send(config),
  );
}
