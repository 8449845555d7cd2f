import { describe, expect, it } from 'vitest';
import { etagOf, matchesIfNoneMatch } from './etag.js';

describe('etagOf', () => {
  it('gives the same body the same quoted tag, and another body another', () => {
    expect(etagOf({ count: 1 })).toBe(etagOf({ count: 1 }));
    expect(etagOf({ count: 1 })).not.toBe(etagOf({ count: 2 }));
    expect(etagOf({ count: 1 })).toMatch(/^"[\w-]+"$/);
  });
});

describe('matchesIfNoneMatch', () => {
  const tag = '"abc"';

  it('matches the tag, alone, in a list, weak or strong, or *', () => {
    expect(matchesIfNoneMatch('"abc"', tag)).toBe(true);
    expect(matchesIfNoneMatch('"x", "abc"', tag)).toBe(true);
    expect(matchesIfNoneMatch('W/"abc"', tag)).toBe(true);
    expect(matchesIfNoneMatch('*', tag)).toBe(true);
  });

  it('does not match another tag or no header', () => {
    expect(matchesIfNoneMatch('"abd"', tag)).toBe(false);
    expect(matchesIfNoneMatch('abc', tag)).toBe(false);
    expect(matchesIfNoneMatch(undefined, tag)).toBe(false);
  });
});
