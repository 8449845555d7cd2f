import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRACTICE_BODY_LIMIT_BYTES, PRACTICE_PREFIX } from '../src/shared/practiceApi.js';
import { fakeClientBuild } from '../tests/support/fakeClient.js';
import { testConfig } from '../tests/support/serverConfig.js';
import { buildApp } from './app.js';
import { BODY_LIMIT_BYTES } from './errors.js';
import type { Server } from './http.js';
import { OPENAPI_PATH } from './openapi.js';

/** The methods that carry a request body (SPEC-2 §0: JSON only, at most 1 KB unless stated). */
const BODY_METHODS = ['post', 'put', 'patch', 'delete'];

interface Operation {
  responses: Record<string, unknown>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
}

/** "/api/notes/{device}" -> "/api/notes/abcd-1234": a value every path parameter accepts. */
const concretePath = (path: string) => path.replace(/\{[^}]+\}/g, 'abcd-1234');

/** The body limit a route states: the practice API's 10 KB (SPEC-2 page 1), else 1 KB. */
const limitOf = (path: string) =>
  path.startsWith(`${PRACTICE_PREFIX}/`) ? PRACTICE_BODY_LIMIT_BYTES : BODY_LIMIT_BYTES;

/** A JSON object of exactly `bytes` bytes, valid JSON, so only its size can refuse it. */
const jsonOfSize = (bytes: number) => {
  const frame = '{"text":""}';
  return `{"text":"${'a'.repeat(bytes - frame.length)}"}`;
};

/**
 * The order of checks is one rule of the server (SPEC-2 §0b): whatever the route, a body that is
 * not JSON is 415 and one over the limit is 413, before the route's schema, anti-forgery or limit.
 * Every route with a body method in the OpenAPI document is walked, so a new route is covered.
 */
describe('every body-taking route of the OpenAPI document', () => {
  let app: Server;
  let routes: { method: string; path: string; url: string; answers: string[] }[];

  beforeAll(async () => {
    app = await buildApp(testConfig(fakeClientBuild()));
    const doc = (await app.inject(OPENAPI_PATH)).json<Document>();
    routes = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((method) => BODY_METHODS.includes(method))
        .map((method) => ({
          method: method.toUpperCase(),
          path,
          url: concretePath(path),
          answers: Object.keys(operations[method]!.responses),
        })),
    );
  });
  afterAll(() => app.close());

  it('includes the routes of every API that takes a body', () => {
    const paths = routes.map((r) => `${r.method} ${r.path}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'POST /api/network/profile',
        'POST /api/notes/{device}',
        'DELETE /api/notes/{device}',
        'POST /api/tracking',
        'POST /api/auth/login',
        'POST /api/send-email',
        `PUT ${PRACTICE_PREFIX}/{workspace}/update`,
        'POST /api/shop/orders',
      ]),
    );
  });

  it('documents the 413 and the 415 among the answers of each', () => {
    for (const { method, path, answers } of routes) {
      expect(answers, `${method} ${path}`).toEqual(expect.arrayContaining(['413', '415']));
    }
  });

  it('answers 413 { message } to a valid JSON body just over the limit (1.1 KB unless stated)', async () => {
    for (const { method, path, url } of routes) {
      const payload = jsonOfSize(limitOf(path) + 102);
      const res = await app.inject({
        method,
        url,
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode, `${method} ${path}`).toBe(413);
      expect(Object.keys(res.json<object>()), `${method} ${path}`).toEqual(['message']);
    }
  });

  it('answers 415 { message } to a body that is not JSON, whatever its size', async () => {
    for (const { method, path, url } of routes) {
      for (const payload of ['note=hello', jsonOfSize(limitOf(path) + 102)]) {
        for (const contentType of ['text/plain', 'application/x-www-form-urlencoded']) {
          const res = await app.inject({
            method,
            url,
            payload,
            headers: { 'content-type': contentType },
          });
          const label = `${method} ${path} (${contentType}, ${payload.length} bytes)`;
          expect(res.statusCode, label).toBe(415);
          expect(Object.keys(res.json<object>()), label).toEqual(['message']);
        }
      }
    }
  });

  it('lets a body of exactly the limit through the size check', async () => {
    for (const { method, path, url } of routes) {
      const res = await app.inject({
        method,
        url,
        payload: jsonOfSize(limitOf(path)),
        headers: { 'content-type': 'application/json' },
      });
      expect([413, 415], `${method} ${path}`).not.toContain(res.statusCode);
    }
  });
});
