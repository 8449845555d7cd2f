import { afterEach, describe, expect, it, vi } from 'vitest';
import { failedText, labelOf, loadedText, requestData, UNREACHABLE } from './labels';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('labels', () => {
  it('number the requests by click', () => {
    expect(loadedText(3)).toBe('Data loaded from the server (request 3).');
    expect(failedText(2, 'Too many AJAX requests at once.')).toBe(
      'Request 2 failed: Too many AJAX requests at once.',
    );
  });

  it('say what the server answered', () => {
    expect(labelOf(1, 200, { message: 'Data loaded from the server.' })).toEqual({
      request: 1,
      ok: true,
      text: 'Data loaded from the server (request 1).',
    });
    expect(labelOf(6, 429, { message: 'Too many AJAX requests at once.' })).toEqual({
      request: 6,
      ok: false,
      text: 'Request 6 failed: Too many AJAX requests at once.',
    });
    expect(labelOf(2, 200, 'not json')).toMatchObject({ ok: false });
    expect(labelOf(2, 0, null).text).toBe(`Request 2 failed: ${UNREACHABLE}`);
  });
});

describe('requestData', () => {
  it('fails plainly on a network error, and rejects once aborted', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('down'))),
    );
    expect((await requestData(4, new AbortController().signal)).text).toBe(
      `Request 4 failed: ${UNREACHABLE}`,
    );
    const gone = new AbortController();
    gone.abort();
    await expect(requestData(4, gone.signal)).rejects.toThrow('down');
  });
});
