import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeClientBuild } from '../../tests/support/fakeClient.js';
import { testConfig } from '../../tests/support/serverConfig.js';
import { buildApp } from '../app.js';
import type { Server } from '../http.js';
import { MISSING_IMAGE_MESSAGE } from './index.js';

let app: Server;
beforeAll(async () => {
  app = await buildApp(testConfig(fakeClientBuild()));
});
afterAll(() => app.close());

describe('GET /media/console/missing.png', () => {
  it('answers 404 { message }, never cached, with any query or none', async () => {
    for (const url of [
      '/media/console/missing.png',
      '/media/console/missing.png?n=1',
      '/media/console/missing.png?n=2&x=y',
      '/media/console/missing.png?n=abc',
    ]) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['cache-control'], url).toBe('no-store');
      expect(res.headers['content-type'], url).toContain('application/json');
      expect(res.json(), url).toEqual({ message: MISSING_IMAGE_MESSAGE });
    }
  });

  it('answers HEAD the same way, without a body', async () => {
    const res = await app.inject({ method: 'HEAD', url: '/media/console/missing.png?n=3' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toBe('');
  });
});
