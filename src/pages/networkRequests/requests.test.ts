import { describe, expect, it } from 'vitest';
import { answerLine, objectOf, pixelUrl, requestIdOf, searchUrl, settle } from './requests';

describe('answerLine', () => {
  it('words each card’s 200 in its own way', () => {
    expect(
      answerLine('search', 200, {
        query: 'lamp',
        count: 3,
        results: ['Desk lamp', 'Floor lamp', 'Reading lamp'],
      }),
    ).toBe('200 OK: 3 results (Desk lamp, Floor lamp, Reading lamp)');
    expect(answerLine('search', 200, { count: 1, results: ['Bookshelf'] })).toBe(
      '200 OK: 1 result (Bookshelf)',
    );
    expect(answerLine('search', 200, { query: 'sofa', count: 0, results: [] })).toBe(
      '200 OK: no results',
    );
    expect(
      answerLine('save', 200, {
        saved: { displayName: 'Tester', newsletter: false },
        requestId: 'pg-2',
      }),
    ).toBe('200 OK: saved Tester as request pg-2');
    expect(answerLine('slow', 200, { message: 'Answered after 3 s.', delayMs: 3000 })).toBe(
      '200 OK after 3000 ms',
    );
  });

  it('reports the answer received: a mocked status or body shows', () => {
    expect(answerLine('search', 201, { count: 1, results: ['Mocked'] })).toBe(
      '201 Created: 1 result (Mocked)',
    );
    expect(answerLine('slow', 200, { delayMs: 5 })).toBe('200 OK after 5 ms');
    expect(answerLine('report', 200, { message: 'Mocked report.' })).toBe('200 OK: Mocked report.');
    expect(answerLine('search', 200, { unexpected: true })).toBe('200 OK');
  });

  it('gives another status with its reason and message', () => {
    expect(
      answerLine('report', 503, { message: 'The report service is down. Try again later.' }),
    ).toBe('503 Service Unavailable: The report service is down. Try again later.');
    expect(answerLine('save', 400, { message: 'Bad.' })).toBe('400 Bad Request: Bad.');
    expect(answerLine('search', 429, null)).toBe('429 Too Many Requests');
    expect(answerLine('search', 599, { message: 'Odd.' })).toBe('599: Odd.');
    // A 4xx with a success-shaped body is still an error.
    expect(answerLine('search', 404, { count: 0, results: [], message: 'Gone.' })).toBe(
      '404 Not Found: Gone.',
    );
  });
});

describe('requests', () => {
  it('encode the term, number the request id and the pixel', () => {
    expect(searchUrl('desk & lamp')).toBe('/api/network/search?q=desk%20%26%20lamp');
    expect(searchUrl('')).toBe('/api/network/search?q=');
    expect(requestIdOf(1)).toBe('pg-1');
    expect(pixelUrl(7)).toBe('/api/network/pixel?n=7');
  });

  it('read only a JSON object as a body', () => {
    expect(objectOf({ a: 1 })).toEqual({ a: 1 });
    expect(objectOf([1])).toBeNull();
    expect(objectOf('text')).toBeNull();
    expect(objectOf(null)).toBeNull();
  });

  it('settle one row of the log, with whole milliseconds', () => {
    const log = [
      { n: 1, method: 'GET' as const, url: '/a', outcome: 'pending', ms: null },
      { n: 2, method: 'POST' as const, url: '/b', outcome: 'pending', ms: null },
    ];
    expect(settle(log, 2, '200 OK', 12.6)).toEqual([
      log[0],
      { n: 2, method: 'POST', url: '/b', outcome: '200 OK', ms: 13 },
    ]);
  });
});
