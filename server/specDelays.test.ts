import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeClientBuild } from '../tests/support/fakeClient.js';
import { testConfig } from '../tests/support/serverConfig.js';
import { buildApp } from './app.js';
import { delayWhileConnected } from './delay.js';
import type { Server } from './http.js';

// The delays themselves are timed by the routes' own tests with short settings: here, which
// delay each route asks for, without waiting it out.
vi.mock('./delay.js', { spy: true });

let app: Server | undefined;
afterEach(() => app?.close());

/** The delay, in ms, that the app built with `env` holds `url` for (answered at once here). */
async function delayOf(url: string, env: NodeJS.ProcessEnv) {
  vi.mocked(delayWhileConnected).mockClear().mockResolvedValue(true);
  app = await buildApp(testConfig(fakeClientBuild(), env));
  const res = await app.inject(url);
  expect(res.statusCode).toBe(200);
  expect(delayWhileConnected).toHaveBeenCalledOnce();
  return vi.mocked(delayWhileConnected).mock.calls[0]![1];
}

describe("the deliberate delays: the spec's by default, else the setting's", () => {
  it.each([
    ['/api/ajaxData', {}, 15_000],
    ['/api/ajaxData', { AJAX_DELAY_SECONDS: '1' }, 1000],
    ['/loadDelay', {}, 5000],
    ['/loadDelay', { LOAD_DELAY_MS: '800' }, 800],
  ])('%s with %o waits %d ms', async (url, env, ms) => {
    expect(await delayOf(url, env)).toBe(ms);
  });
});
