import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  answeredText,
  delayFromSearch,
  outcomeOf,
  requestSlow,
  UNREACHABLE,
  waitingText,
} from './slow';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the page delay', () => {
  it("is the page's own ?delay=, as typed, or 5", () => {
    expect(delayFromSearch('')).toBe('5');
    expect(delayFromSearch('?seed=1')).toBe('5');
    expect(delayFromSearch('?delay=2')).toBe('2');
    expect(delayFromSearch('?delay=abc')).toBe('abc');
    expect(delayFromSearch('?delay=')).toBe('');
  });
});

describe('texts', () => {
  it('says what it waits for and what came back', () => {
    expect(waitingText('2')).toBe('Waiting for the server… (it answers after 2 s)');
    expect(answeredText(5)).toBe('The server answered after 5 s.');
  });
});

describe('outcomeOf', () => {
  it('reports the seconds the server waited, or its message', () => {
    expect(outcomeOf(200, { message: 'Answered after 3 s.', delaySeconds: 3 })).toEqual({
      ok: true,
      text: 'The server answered after 3 s.',
    });
    expect(outcomeOf(429, { message: 'Too many slow requests at once.' })).toEqual({
      ok: false,
      text: 'Too many slow requests at once.',
    });
    expect(outcomeOf(502, null)).toEqual({ ok: false, text: UNREACHABLE });
  });
});

describe('requestSlow', () => {
  it('asks GET /api/slow with the delay encoded', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) =>
      Response.json({ message: 'x', delaySeconds: 1 }),
    );
    vi.stubGlobal('fetch', fetch);
    const outcome = await requestSlow('1&x', new AbortController().signal);
    expect(fetch).toHaveBeenCalledWith(
      '/api/slow?delay=1%26x',
      expect.objectContaining({ cache: 'no-store' }),
    );
    expect(outcome).toEqual({ ok: true, text: 'The server answered after 1 s.' });
  });

  it('fails plainly on a network error, and rejects once aborted', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('down'))),
    );
    expect(await requestSlow('1', new AbortController().signal)).toEqual({
      ok: false,
      text: UNREACHABLE,
    });
    const gone = new AbortController();
    gone.abort();
    await expect(requestSlow('1', gone.signal)).rejects.toThrow('down');
  });
});
