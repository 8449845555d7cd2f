import { describe, expect, it } from 'vitest';
import { KEPT_CALLS } from '../../shared/practiceApi';
import { formatTime, keptView, lastReceived, noneYet, prettyJson } from './display';

const [post, put] = KEPT_CALLS;

describe('the API page texts', () => {
  it('shows bodies as JSON indented by 2 spaces', () => {
    expect(prettyJson({ name: 'test', tags: [1] })).toBe(
      '{\n  "name": "test",\n  "tags": [\n    1\n  ]\n}',
    );
    expect(prettyJson('text')).toBe('"text"');
  });

  it('shows a server time in the locale format', () => {
    const iso = '2026-01-05T09:00:00.000Z';
    expect(formatTime(iso, 'en-US')).toBe(new Date(iso).toLocaleString('en-US'));
    expect(formatTime(iso)).toBe(new Date(iso).toLocaleString());
  });

  it('reads a /last-* answer: none before any, else the body, null bodies included', () => {
    expect(keptView(post!, { lastPost: null, lastPostTimestamp: null })).toEqual({ state: 'none' });
    const timestamp = '2026-01-05T09:00:00.000Z';
    expect(keptView(put!, { lastPut: { a: 1 }, lastPutTimestamp: timestamp })).toEqual({
      state: 'received',
      body: { a: 1 },
      timestamp,
    });
    expect(keptView(post!, { lastPost: null, lastPostTimestamp: timestamp })).toEqual({
      state: 'received',
      body: null,
      timestamp,
    });
  });

  it('words the kept cards', () => {
    expect(noneYet('PATCH')).toBe('No PATCH received yet.');
    expect(lastReceived('PUT')).toBe('Last PUT received by backend:');
  });
});
