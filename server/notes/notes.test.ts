import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectError } from '../../tests/support/expectError.js';
import { fakeClientBuild } from '../../tests/support/fakeClient.js';
import { testConfig } from '../../tests/support/serverConfig.js';
import { buildApp } from '../app.js';
import { ERROR_MESSAGES } from '../errors.js';
import type { Server } from '../http.js';
import { notesConfigFromEnv } from './config.js';
import { NOTES_MESSAGES as M } from './messages.js';

let app: Server | undefined;
afterEach(() => app?.close());

const start = async (env: NodeJS.ProcessEnv = {}) => {
  app = await buildApp(testConfig(fakeClientBuild(), env));
  return app;
};

const DEVICE = 'k3v9x0q2m7ab';
const SAVED_AT = '2026-11-28T07:00:00.000Z';
const url = (device = DEVICE) => `/api/notes/${device}`;
const post = (body: unknown, device = DEVICE, remoteAddress?: string) =>
  app!.inject({ method: 'POST', url: url(device), payload: body as object, remoteAddress });
const list = (device = DEVICE) => app!.inject(url(device));
const note = (number: number, text = `Note ${number}`) => ({ number, text, savedAt: SAVED_AT });

describe('settings', () => {
  it("defaults to the spec's numbers and refuses a bad one", () => {
    expect(notesConfigFromEnv({})).toEqual({ limitPerMinute: 60, ttlMs: 86_400_000 });
    expect(() => notesConfigFromEnv({ NOTES_TTL_SECONDS: '0' })).toThrow(/NOTES_TTL_SECONDS/);
  });
});

describe('/api/notes/{device}', () => {
  it('starts empty, saves a note (201), lists it by number, never cached', async () => {
    await start();
    const empty = await list();
    expect(empty.statusCode).toBe(200);
    expect(empty.headers['cache-control']).toBe('no-store');
    expect(empty.json()).toEqual({ device: DEVICE, notes: [] });

    const second = await post(note(2, '  Call Bo  '));
    expect(second.statusCode).toBe(201);
    expect(second.headers['cache-control']).toBe('no-store');
    const saved = second.json<{ note: { syncedAt: string } }>().note;
    expect(saved).toEqual({
      number: 2,
      text: 'Call Bo',
      savedAt: SAVED_AT,
      syncedAt: expect.any(String),
    });
    expect(new Date(saved.syncedAt).toISOString()).toBe(saved.syncedAt);
    expect((await post(note(1, 'Buy milk'))).statusCode).toBe(201);
    const listed = (await list()).json<{ notes: { number: number; text: string }[] }>();
    expect(listed.notes.map((n) => [n.number, n.text])).toEqual([
      [1, 'Buy milk'],
      [2, 'Call Bo'],
    ]);
    // Another device sees none of them.
    expect((await list('other-device')).json()).toEqual({ device: 'other-device', notes: [] });
  });

  it('is idempotent by number: the same number again answers 200 with the stored note', async () => {
    await start();
    const first = (await post(note(1, 'Buy milk'))).json();
    const again = await post(note(1, 'Something else'));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first);
    expect((await list()).json()).toEqual({ device: DEVICE, notes: [first.note] });
  });

  it('refuses a 51st note with 409, but still answers a number already saved', async () => {
    await start({ NOTES_LIMIT_PER_MINUTE: '1000' });
    for (let n = 1; n <= 50; n++) expect((await post(note(n))).statusCode).toBe(201);
    expectError(await post(note(51)), 409, M.full(50));
    expect((await post(note(50))).statusCode).toBe(200);
  });

  it('deletes every note of the device and says how many', async () => {
    await start();
    await post(note(1));
    await post(note(2));
    const res = await app!.inject({ method: 'DELETE', url: url() });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ deleted: 2 });
    expect((await list()).json()).toEqual({ device: DEVICE, notes: [] });
    expect((await app!.inject({ method: 'DELETE', url: url() })).json()).toEqual({ deleted: 0 });
    // Numbering may start again at 1.
    expect((await post(note(1))).statusCode).toBe(201);
  });

  it('refuses a bad device id first, then a bad body, then a bad text', async () => {
    await start();
    for (const device of ['short', 'UPPERCASE1', 'a'.repeat(33), 'with_underscore', 'dot.ted12']) {
      expectError(await list(device), 400, M.badDevice);
      expectError(await post({}, device), 400, M.badDevice);
      expectError(await app!.inject({ method: 'DELETE', url: url(device) }), 400, M.badDevice);
    }
    expect((await list('a'.repeat(8))).statusCode).toBe(200);
    expect((await list('a-'.repeat(16))).statusCode).toBe(200);
    for (const body of [
      {},
      { number: 0, text: 'x', savedAt: SAVED_AT },
      { number: 1001, text: 'x', savedAt: SAVED_AT },
      { number: 1.5, text: 'x', savedAt: SAVED_AT },
      { number: '1', text: 'x', savedAt: SAVED_AT },
      { number: 1, text: 'x', savedAt: 'yesterday' },
      { number: 1, text: 'x' },
      { number: 1, text: 5, savedAt: SAVED_AT },
      { ...note(1), extra: true },
    ]) {
      expectError(await post(body), 400, M.badNote);
    }
    for (const text of ['', '   ', 'x'.repeat(201), ` ${'x'.repeat(201)} `]) {
      expectError(await post(note(1, text)), 400, M.badText);
    }
    expect((await post(note(1000, ` ${'x'.repeat(200)} `))).statusCode).toBe(201);
    expect((await list()).json().notes).toHaveLength(1);
  });

  it('takes JSON only and needs no cookie or anti-forgery header', async () => {
    await start();
    const res = await app!.inject({
      method: 'POST',
      url: url(),
      headers: { 'content-type': 'text/plain' },
      payload: 'Buy milk',
    });
    expect(res.statusCode).toBe(415);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('answers 413 to a body over 1 KB before any schema check (SPEC-2 §0b)', async () => {
    await start();
    // A 1.1 KB text breaks the 200-character rule too: the size is checked first.
    const res = await post(note(1, 'x'.repeat(1100)));
    expectError(res, 413, ERROR_MESSAGES.tooLarge);
    expect((await list()).json().notes).toEqual([]);
  });

  it('allows the set number of requests a minute per client, every method counted; 400s are not', async () => {
    await start({ NOTES_LIMIT_PER_MINUTE: '3' });
    expectError(await list('bad'), 400, M.badDevice);
    expectError(await post(note(1, '')), 400, M.badText);
    expect((await list()).statusCode).toBe(200);
    expect((await post(note(1))).statusCode).toBe(201);
    expect((await app!.inject({ method: 'DELETE', url: url() })).statusCode).toBe(200);
    for (const res of [
      await list(),
      await post(note(2)),
      await app!.inject({ method: 'DELETE', url: url() }),
    ]) {
      expectError(res, 429, M.tooManyRequests);
      expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
    expect((await post(note(2), DEVICE, '10.0.0.2')).statusCode).toBe(201);
  });

  it('forgets a device 24 h after its last use, a read counting as use', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      await start({ NOTES_LIMIT_PER_MINUTE: '1000' });
      const hour = 60 * 60 * 1000;
      await post(note(1));
      for (let i = 0; i < 3; i++) {
        vi.advanceTimersByTime(23 * hour);
        expect((await list()).json().notes).toHaveLength(1);
      }
      vi.advanceTimersByTime(24 * hour + 1000);
      expect((await list()).json().notes).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});
