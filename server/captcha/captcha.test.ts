import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAPTCHA_MESSAGES, type Challenge } from '../../src/shared/captcha.js';
import { browser } from '../../tests/support/twofaClient.js';
import { fakeClientBuild } from '../../tests/support/fakeClient.js';
import { testConfig } from '../../tests/support/serverConfig.js';
import { buildApp } from '../app.js';
import { ERROR_MESSAGES } from '../errors.js';
import { XSRF_MESSAGE } from '../xsrf.js';
import { targetPositions } from './draw.js';
import { BAD_BODY } from './schemas.js';
import { expectError } from '../../tests/support/expectError.js';

const clientDir = fakeClientBuild();
let app: FastifyInstance;

async function start(env: NodeJS.ProcessEnv = {}) {
  app = await buildApp(testConfig(clientDir, env));
  await app.ready();
}
afterEach(async () => {
  vi.useRealTimers();
  await app?.close();
});

/** A browser on the page: it has called GET /api/session and echoes the anti-forgery cookie. */
async function visitor(ip = '127.0.0.1') {
  const user = browser(app, ip);
  await user.start();
  const post = (url: string, payload: unknown) =>
    user.request({
      method: 'POST',
      url: `/api/captcha/${url}`,
      payload: JSON.stringify(payload),
      headers: { 'content-type': 'application/json' },
    });
  return {
    ...user,
    post,
    challenge: (body: object = {}) => post('challenge', body),
    verify: (challengeId: string, selected: number[]) => post('verify', { challengeId, selected }),
    validate: (token: string) => post('validate', { token }),
    /** A fresh challenge answered right: its pass token. */
    async pass() {
      const challenge = (await this.challenge()).json<Challenge>();
      const res = await this.verify(challenge.challengeId, targetPositions(challenge));
      expect(res.statusCode).toBe(200);
      return res.json<{ token: string }>().token;
    },
  };
}

const wrongSelectionOf = (challenge: Challenge) => {
  const right = targetPositions(challenge);
  return [...right.slice(1), [1, 2, 3, 4, 5, 6, 7, 8, 9].find((p) => !right.includes(p))!];
};

describe('POST /api/captcha/challenge', () => {
  beforeEach(() => start());

  it('answers a challenge id, a target and tiles 1-9 with 2 to 4 targets', async () => {
    const res = await (await visitor()).challenge();
    expect(res.statusCode).toBe(200);
    const challenge = res.json<Challenge>();
    expect(Object.keys(challenge).sort()).toEqual(['challengeId', 'target', 'tiles']);
    expect(challenge.challengeId).toMatch(/^[\w-]{24}$/);
    expect(challenge.tiles.map((t) => t.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(targetPositions(challenge).length).toBeGreaterThanOrEqual(2);
    expect(targetPositions(challenge).length).toBeLessThanOrEqual(4);
  });

  it('draws one grid per (seed, n) pair, each time with a new challenge id', async () => {
    const user = await visitor();
    const grid = async (body: object) => {
      const { challengeId, ...rest } = (await user.challenge(body)).json<Challenge>();
      return { challengeId, grid: JSON.stringify(rest) };
    };
    const first = await grid({ seed: 42, n: 1 });
    const again = await grid({ seed: 42, n: 1 });
    expect(again.grid).toBe(first.grid);
    expect(again.challengeId).not.toBe(first.challengeId);
    expect((await grid({ seed: 42 })).grid).toBe(first.grid);
    expect((await grid({ seed: 42, n: 2 })).grid).not.toBe(first.grid);
    expect((await grid({ seed: 999_999_999_999_999, n: 1_000_000 })).grid).toBe(
      (await grid({ seed: 999_999_999_999_999, n: 1_000_000 })).grid,
    );
  });

  it('draws at random without a seed', async () => {
    const user = await visitor();
    const grids = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const { target, tiles } = (await user.challenge({ n: 1 })).json<Challenge>();
      grids.add(JSON.stringify({ target, tiles }));
    }
    expect(grids.size).toBeGreaterThan(1);
  });

  it.each([
    [{ seed: '42' }],
    [{ seed: 1.5 }],
    [{ seed: 1_000_000_000_000_000 }],
    [{ n: 0 }],
    [{ n: 2.5 }],
    [{ n: null }],
    [[]],
    ['seed'],
  ])('refuses %j with 400', async (body) => {
    expectError(await (await visitor()).post('challenge', body), 400, BAD_BODY.challenge);
  });
});

describe('POST /api/captcha/verify and /validate', () => {
  beforeEach(() => start());

  it('gives a pass token for the right tiles; the token validates once', async () => {
    const user = await visitor();
    const challenge = (await user.challenge({ seed: 7, n: 1 })).json<Challenge>();
    const res = await user.verify(challenge.challengeId, targetPositions(challenge).reverse());
    expect(res.statusCode).toBe(200);
    const { token } = res.json<{ token: string }>();
    expect(Object.keys(res.json<object>())).toEqual(['token']);
    expect(token).toMatch(/^[\w-]{43}$/);

    const validated = await user.validate(token);
    expect(validated.statusCode).toBe(200);
    expect(validated.json()).toEqual({ message: CAPTCHA_MESSAGES.validated });
    expectError(await user.validate(token), 400, CAPTCHA_MESSAGES.tokenExpired);
  });

  it('refuses a wrong selection, and the challenge is spent after it', async () => {
    const user = await visitor();
    const challenge = (await user.challenge()).json<Challenge>();
    expectError(
      await user.verify(challenge.challengeId, wrongSelectionOf(challenge)),
      400,
      CAPTCHA_MESSAGES.wrongSelection,
    );
    expectError(
      await user.verify(challenge.challengeId, targetPositions(challenge)),
      400,
      CAPTCHA_MESSAGES.challengeExpired,
    );
  });

  it('answers a challenge once: a second right answer, or an unknown id, is expired', async () => {
    const user = await visitor();
    const challenge = (await user.challenge()).json<Challenge>();
    const right = targetPositions(challenge);
    expect((await user.verify(challenge.challengeId, right)).statusCode).toBe(200);
    expectError(
      await user.verify(challenge.challengeId, right),
      400,
      CAPTCHA_MESSAGES.challengeExpired,
    );
    expectError(
      await user.verify('no-such-challenge', [1, 2]),
      400,
      CAPTCHA_MESSAGES.challengeExpired,
    );
  });

  it('gives one token to two racing right answers', async () => {
    const user = await visitor();
    const challenge = (await user.challenge()).json<Challenge>();
    const right = targetPositions(challenge);
    const answers = await Promise.all([
      user.verify(challenge.challengeId, right),
      user.verify(challenge.challengeId, right),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
  });

  it('refuses a token it never gave', async () => {
    expectError(
      await (await visitor()).validate('made-up-token'),
      400,
      CAPTCHA_MESSAGES.tokenExpired,
    );
  });

  it.each([
    [{ challengeId: 'x', selected: [0] }],
    [{ challengeId: 'x', selected: [10] }],
    [{ challengeId: 'x', selected: [1, 1] }],
    [{ challengeId: 'x', selected: ['1'] }],
    [{ challengeId: 'x', selected: 1 }],
    [{ challengeId: 'x' }],
    [{ challengeId: 5, selected: [1] }],
    [{ challengeId: '', selected: [1] }],
  ])('verify refuses %j with 400', async (body) => {
    expectError(await (await visitor()).post('verify', body), 400, BAD_BODY.verify);
  });

  it.each([[{}], [{ token: 5 }], [{ token: '' }], [{ token: 'x'.repeat(65) }]])(
    'validate refuses %j with 400',
    async (body) => {
      expectError(await (await visitor()).post('validate', body), 400, BAD_BODY.validate);
    },
  );
});

describe('lifetimes', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });

  it('expires a challenge after 2 minutes', async () => {
    await start();
    const user = await visitor();
    const challenge = (await user.challenge()).json<Challenge>();
    vi.setSystemTime(Date.now() + 120_001);
    expectError(
      await user.verify(challenge.challengeId, targetPositions(challenge)),
      400,
      CAPTCHA_MESSAGES.challengeExpired,
    );
  });

  it('expires a token after 2 minutes, and not before', async () => {
    await start();
    const user = await visitor();
    const [kept, expired] = [await user.pass(), await user.pass()];
    vi.setSystemTime(Date.now() + 119_000);
    expect((await user.validate(kept)).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 1_001);
    expectError(await user.validate(expired), 400, CAPTCHA_MESSAGES.tokenExpired);
  });

  it('CAPTCHA_TTL_SECONDS sets both lifetimes', async () => {
    await start({ CAPTCHA_TTL_SECONDS: '5' });
    const user = await visitor();
    const [kept, expired] = [await user.pass(), await user.pass()];
    const challenge = (await user.challenge()).json<Challenge>();
    vi.setSystemTime(Date.now() + 4_999);
    expect((await user.validate(kept)).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 1);
    expectError(await user.validate(expired), 400, CAPTCHA_MESSAGES.tokenExpired);
    expectError(
      await user.verify(challenge.challengeId, targetPositions(challenge)),
      400,
      CAPTCHA_MESSAGES.challengeExpired,
    );
  });
});

describe('the checks before the rules', () => {
  beforeEach(() => start());

  const routes = [
    ['challenge', { seed: 1 }],
    ['verify', { challengeId: 'x', selected: [1] }],
    ['validate', { token: 'x' }],
  ] as const;

  it.each(routes)(
    '%s: 403 without the anti-forgery header, with a wrong one, or no cookie',
    async (route, payload) => {
      const user = await visitor();
      const url = `/api/captcha/${route}`;
      expectError(
        await user.request({ method: 'POST', url, payload, xsrf: false }),
        403,
        XSRF_MESSAGE,
      );
      expectError(
        await user.request({
          method: 'POST',
          url,
          payload,
          xsrf: false,
          headers: { 'x-xsrf-token': 'forged' },
        }),
        403,
        XSRF_MESSAGE,
      );
      const stranger = await app.inject({
        method: 'POST',
        url,
        payload,
        headers: { 'x-xsrf-token': 'anything' },
      });
      expectError(stranger, 403, XSRF_MESSAGE);
      // The refusal gives the stranger the cookie to echo next time.
      expect(stranger.cookies.map((c) => c.name)).toContain('XSRF-TOKEN');
    },
  );

  it.each(routes)(
    '%s: 415 for a body that is not JSON, 413 over 1 KB, before 403',
    async (route) => {
      const url = `/api/captcha/${route}`;
      const text = await app.inject({
        method: 'POST',
        url,
        payload: 'seed=1',
        headers: { 'content-type': 'text/plain' },
      });
      expectError(text, 415, ERROR_MESSAGES.notJson);
      const form = await app.inject({
        method: 'POST',
        url,
        payload: 'seed=1',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expectError(form, 415, ERROR_MESSAGES.notJson);
      const large = await app.inject({
        method: 'POST',
        url,
        payload: { token: 'x'.repeat(1100) },
      });
      expectError(large, 413, ERROR_MESSAGES.tooLarge);
      const broken = await app.inject({
        method: 'POST',
        url,
        payload: '{"seed":',
        headers: { 'content-type': 'application/json' },
      });
      expectError(broken, 400, ERROR_MESSAGES.notJson);
    },
  );

  it('checks the schema (400) before the anti-forgery header (403)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/captcha/challenge',
      payload: { n: 0 },
    });
    expectError(res, 400, BAD_BODY.challenge);
  });

  it('answers 404 for another method or path', async () => {
    const get = await app.inject({ method: 'GET', url: '/api/captcha/challenge' });
    expectError(get, 404, ERROR_MESSAGES.noEndpoint('GET', '/api/captcha/challenge'));
    const other = await (await visitor()).post('solve', {});
    expectError(other, 404, ERROR_MESSAGES.noEndpoint('POST', '/api/captcha/solve'));
  });
});

describe('the challenge limit', () => {
  it('answers 429 with Retry-After after 30 challenges per client IP per 10 minutes', async () => {
    await start();
    const user = await visitor('10.0.0.1');
    // Refused requests (400, 403) do not count.
    await user.challenge({ n: 0 });
    await user.request({ method: 'POST', url: '/api/captcha/challenge', payload: {}, xsrf: false });
    for (let i = 0; i < 30; i++) expect((await user.challenge()).statusCode).toBe(200);
    const refused = await user.challenge();
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(590);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(refused.json()).toEqual({ message: ERROR_MESSAGES.tooManyRequests(retryAfter) });
    // Another client is not limited, and answering or validating is not limited.
    expect((await (await visitor('10.0.0.2')).challenge()).statusCode).toBe(200);
    expect((await user.validate('x')).statusCode).toBe(400);
  });

  it('takes its limit and window from the settings', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await start({ CAPTCHA_CHALLENGE_LIMIT: '2', CAPTCHA_LIMIT_WINDOW_SECONDS: '60' });
    const user = await visitor();
    await user.challenge();
    await user.challenge();
    const refused = await user.challenge();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    vi.setSystemTime(Date.now() + 60_001);
    expect((await user.challenge()).statusCode).toBe(200);
  });
});
