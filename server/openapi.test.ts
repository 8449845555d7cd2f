import { Validator } from '@seriousme/openapi-schema-validator';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeClientBuild } from '../tests/support/fakeClient.js';
import { testConfig } from '../tests/support/serverConfig.js';
import { buildApp } from './app.js';
import type { Server } from './http.js';
import { OPENAPI_PATH } from './openapi.js';

/** OpenAPI puts a schema's examples on its media type: `example`, or named `examples`. */
interface Media {
  example?: unknown;
  examples?: Record<string, { value: unknown }>;
}
interface Operation {
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, { content?: Record<string, Media> }>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

/** "/api/inbox/:address" as OpenAPI writes it: "/api/inbox/{address}" (a wildcard: "{*}"). */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}');

describe('GET /api/openapi.json', () => {
  let app: Server;
  let doc: Document;
  const apiRoutes: { method: string; path: string }[] = [];
  beforeAll(async () => {
    app = await buildApp(testConfig(fakeClientBuild()), {
      onRoute: (route: RouteOptions) => {
        for (const method of [route.method].flat()) {
          if (route.url.startsWith('/api/') && method !== 'HEAD') {
            apiRoutes.push({ method: method.toLowerCase(), path: openApiPath(route.url) });
          }
        }
      },
    });
    const res = await app.inject(OPENAPI_PATH);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    doc = res.json<Document>();
  });
  afterAll(() => app.close());

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const res = await app.inject(OPENAPI_PATH);
    const validator = new Validator();
    const result = await validator.validate(res.json<Record<string, unknown>>());
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('lists every /api route the server registers', () => {
    expect(apiRoutes.length).toBeGreaterThanOrEqual(5);
    for (const { method, path } of apiRoutes) {
      expect(doc.paths[path]?.[method], `${method.toUpperCase()} ${path}`).toBeDefined();
    }
  });

  it('gives an example for every request body and every JSON answer of the /api routes', () => {
    for (const { method, path } of apiRoutes) {
      const operation = doc.paths[path]![method]!;
      const bodies = Object.values(operation.requestBody?.content ?? {});
      const answers = Object.values(operation.responses).flatMap((r) =>
        Object.values(r.content ?? {}),
      );
      expect(answers.length, `${method} ${path}`).toBeGreaterThan(0);
      for (const media of [...bodies, ...answers]) {
        expect(media.example ?? media.examples, `${method} ${path}`).toBeDefined();
      }
    }
  });

  it('documents the 2FA rules: the send body, its errors and the 503', () => {
    const send = doc.paths['/api/send-email']!.post!;
    expect(Object.keys(send.responses)).toEqual(
      expect.arrayContaining(['200', '400', '403', '413', '415', '429', '502', '503']),
    );
    expect(send.requestBody?.content['application/json']?.example).toEqual({
      email: 'ann@example.com',
    });
  });
});
