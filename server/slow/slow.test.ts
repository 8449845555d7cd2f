import { afterEach, describe, expect, it } from 'vitest';
import { fakeClientBuild } from '../../tests/support/fakeClient.js';
import { testConfig } from '../../tests/support/serverConfig.js';
import { buildApp } from '../app.js';
import type { Server } from '../http.js';
import { slowConfigFromEnv } from './config.js';
import { MESSAGES } from './messages.js';
import { expectError } from '../../tests/support/expectError.js';

let app: Server | undefined;
afterEach(() => app?.close());

const start = async (env: NodeJS.ProcessEnv = {}) => {
  app = await buildApp(testConfig(fakeClientBuild(), env));
  return app;
};

/** The request's answer, how long it took in ms, and when it came (to compare answers' order). */
async function timed(url: string, remoteAddress = '127.0.0.1') {
  const started = Date.now();
  const res = await app!.inject({ url, remoteAddress });
  const answeredAt = performance.now();
  return { res, ms: Date.now() - started, answeredAt };
}

function expectUncachedError(
  res: Awaited<ReturnType<Server['inject']>>,
  status: number,
  message: string,
) {
  expectError(res, status, message);
  expect(res.headers['cache-control']).toBe('no-store');
}

describe('settings', () => {
  it("defaults to the spec's numbers", () => {
    expect(slowConfigFromEnv({})).toEqual({
      slowMaxDelaySeconds: 30,
      slowMaxPendingPerClient: 10,
      ajaxDelaySeconds: 15,
      ajaxMaxPendingPerClient: 5,
    });
  });

  it('refuses an unbounded delay or a limit below 1', () => {
    expect(() => slowConfigFromEnv({ SLOW_MAX_DELAY_SECONDS: '301' })).toThrow(
      'SLOW_MAX_DELAY_SECONDS must be a whole number from 0 to 300, not "301"',
    );
    expect(() => slowConfigFromEnv({ AJAX_DELAY_SECONDS: '1.5' })).toThrow(/AJAX_DELAY_SECONDS/);
    expect(() => slowConfigFromEnv({ AJAX_MAX_PENDING_PER_CLIENT: '0' })).toThrow(
      /AJAX_MAX_PENDING_PER_CLIENT/,
    );
    expect(() => slowConfigFromEnv({ SLOW_MAX_PENDING_PER_CLIENT: 'x' })).toThrow(
      /SLOW_MAX_PENDING_PER_CLIENT/,
    );
  });
});

describe('GET /api/slow', () => {
  it('answers after the delay asked for, 5 s when none is given, never cached', async () => {
    await start();
    const [none, one, zero] = await Promise.all([
      timed('/api/slow'),
      timed('/api/slow?delay=1'),
      timed('/api/slow?delay=0'),
    ]);
    // No upper bound in ms (a busy machine stretches any): the shorter delays answer first.
    expect(zero.res.json()).toEqual({ message: 'Answered after 0 s.', delaySeconds: 0 });
    expect(zero.answeredAt).toBeLessThan(one.answeredAt);
    expect(one.res.json()).toEqual({ message: 'Answered after 1 s.', delaySeconds: 1 });
    expect(one.ms).toBeGreaterThanOrEqual(990);
    expect(one.answeredAt).toBeLessThan(none.answeredAt);
    expect(none.res.statusCode).toBe(200);
    expect(none.res.json()).toEqual({ message: 'Answered after 5 s.', delaySeconds: 5 });
    expect(none.ms).toBeGreaterThanOrEqual(4990);
    for (const { res } of [none, one, zero]) {
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-type']).toContain('application/json');
    }
  }, 15_000);

  it('takes leading zeros and the cap itself', async () => {
    await start({ SLOW_MAX_DELAY_SECONDS: '1' });
    const [padded, cap] = await Promise.all([
      timed('/api/slow?delay=000'),
      timed('/api/slow?delay=1'),
    ]);
    expect(padded.res.json()).toEqual({ message: 'Answered after 0 s.', delaySeconds: 0 });
    expect(cap.res.json()).toEqual({ message: 'Answered after 1 s.', delaySeconds: 1 });
  });

  it('refuses any other delay with 400 at once', async () => {
    await start();
    const message = 'delay must be a whole number of seconds from 0 to 30.';
    for (const delay of [
      '31',
      '-1',
      '1.5',
      'abc',
      '',
      '%205',
      '%2B5',
      '1e1',
      '0x1',
      '99999999999999999999',
    ]) {
      // Refused at once: far sooner than the shortest delay there is to wait, 1 s.
      const { res, ms } = await timed(`/api/slow?delay=${delay}`);
      expectUncachedError(res, 400, message);
      expect(ms).toBeLessThan(990);
    }
    expectUncachedError((await timed('/api/slow?delay=1&delay=2')).res, 400, message);
  });

  it('names the configured cap in its 400, and a missing delay keeps within the cap', async () => {
    await start({ SLOW_MAX_DELAY_SECONDS: '0' });
    expectUncachedError(
      (await timed('/api/slow?delay=1')).res,
      400,
      'delay must be a whole number of seconds from 0 to 0.',
    );
    expect((await timed('/api/slow')).res.json()).toEqual({
      message: 'Answered after 0 s.',
      delaySeconds: 0,
    });
  });

  it('holds at most the set number of pending requests per client: 429 with Retry-After', async () => {
    await start({ SLOW_MAX_PENDING_PER_CLIENT: '2' });
    const pending = [timed('/api/slow?delay=2'), timed('/api/slow?delay=1')];
    // Time for both to take their places, even on a busy machine (100 ms was short in CI).
    await new Promise((resolve) => setTimeout(resolve, 300));
    const refused = await timed('/api/slow?delay=0');
    expectUncachedError(refused.res, 429, MESSAGES.tooManySlow);
    // The first place to come free is the 1 s request's (its place lasts 1 s + 1 s of grace).
    expect(Number(refused.res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.res.headers['retry-after'])).toBeLessThanOrEqual(2);
    // A 400 comes before the limit and takes no place; another client has its own places.
    expectUncachedError((await timed('/api/slow?delay=x')).res, 400, MESSAGES.invalidDelay(30));
    expect((await timed('/api/slow?delay=0', '10.0.0.2')).res.statusCode).toBe(200);
    expect((await Promise.all(pending)).map(({ res }) => res.statusCode)).toEqual([200, 200]);
    expect((await timed('/api/slow?delay=0')).res.statusCode).toBe(200);
  });
});

describe('GET /api/ajaxData', () => {
  it('answers after the AJAX delay, never cached', async () => {
    await start({ AJAX_DELAY_SECONDS: '1' });
    const { res, ms } = await timed('/api/ajaxData');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Data loaded from the server.' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(ms).toBeGreaterThanOrEqual(990);
  });

  it('holds at most the set number of pending requests per client, apart from slow ones', async () => {
    await start({
      AJAX_DELAY_SECONDS: '1',
      AJAX_MAX_PENDING_PER_CLIENT: '2',
      SLOW_MAX_PENDING_PER_CLIENT: '1',
    });
    const pending = [timed('/api/ajaxData'), timed('/api/ajaxData')];
    await new Promise((resolve) => setTimeout(resolve, 100));
    const refused = await timed('/api/ajaxData');
    expectUncachedError(refused.res, 429, MESSAGES.tooManyAjax);
    expect(Number(refused.res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.res.headers['retry-after'])).toBeLessThanOrEqual(2);
    expect((await timed('/api/slow?delay=0')).res.statusCode).toBe(200);
    expect((await timed('/api/ajaxData', '10.0.0.2')).res.statusCode).toBe(200);
    expect((await Promise.all(pending)).map(({ res }) => res.statusCode)).toEqual([200, 200]);
  });
});
