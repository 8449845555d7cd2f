import { describe, expect, it } from 'vitest';
import type { Operation } from './operations';
import { canTry, requestUrl } from './tryIt';

const get: Operation = { method: 'GET', path: '/x', summary: '', parameters: [], answers: [] };

describe('canTry', () => {
  it('offers GETs with path or query parameters only', () => {
    expect(canTry(get)).toBe(true);
    expect(
      canTry({ ...get, parameters: [{ name: 'a', in: 'path', required: true, schema: {} }] }),
    ).toBe(true);
    expect(canTry({ ...get, method: 'POST' })).toBe(false);
    expect(canTry({ ...get, body: { required: true, schema: {} } })).toBe(false);
    expect(
      canTry({ ...get, parameters: [{ name: 'h', in: 'header', required: false, schema: {} }] }),
    ).toBe(false);
  });
});

describe('requestUrl', () => {
  it('puts path parameters in, encoded', () => {
    expect(
      requestUrl('/api/inbox/{address}', [{ name: 'address', in: 'path' }], {
        address: 'a b@x.io',
      }),
    ).toBe('/api/inbox/a%20b%40x.io');
  });

  it('appends filled query parameters in order and leaves blank ones out', () => {
    const parameters = [
      { name: 'q', in: 'query' },
      { name: 'category', in: 'query' },
    ];
    expect(requestUrl('/api/exercises', parameters, { q: 'table & list', category: 'Media' })).toBe(
      '/api/exercises?q=table+%26+list&category=Media',
    );
    expect(requestUrl('/api/exercises', parameters, { q: '', category: 'Media' })).toBe(
      '/api/exercises?category=Media',
    );
    expect(requestUrl('/api/exercises', parameters, {})).toBe('/api/exercises');
  });
});
