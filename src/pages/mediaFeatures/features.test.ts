import { describe, expect, it } from 'vitest';
import { initialState, LOG_LENGTH, QUERIES, readFeatures, withReading } from './features';

const DEFAULTS = {
  'prefers-color-scheme': 'light',
  'prefers-reduced-motion': 'no-preference',
  'forced-colors': 'none',
  'prefers-contrast': 'no-preference',
  'media type': 'screen',
};

const matching =
  (...queries: string[]) =>
  (query: string) =>
    queries.includes(query);

describe('readFeatures', () => {
  it('gives each default when nothing matches', () => {
    expect(readFeatures(() => false)).toEqual(DEFAULTS);
  });

  it('reads each matching query', () => {
    expect(
      readFeatures(
        matching(
          '(prefers-color-scheme: dark)',
          '(prefers-reduced-motion: reduce)',
          '(forced-colors: active)',
          '(prefers-contrast: less)',
          'print',
        ),
      ),
    ).toEqual({
      'prefers-color-scheme': 'dark',
      'prefers-reduced-motion': 'reduce',
      'forced-colors': 'active',
      'prefers-contrast': 'less',
      'media type': 'print',
    });
  });

  it('takes the first contrast that matches: more, less, then custom', () => {
    const both = matching('(prefers-contrast: custom)', '(prefers-contrast: more)');
    expect(readFeatures(both)['prefers-contrast']).toBe('more');
    expect(readFeatures(matching('(prefers-contrast: custom)'))['prefers-contrast']).toBe('custom');
  });

  it('asks only the queries the page listens to', () => {
    const asked = new Set<string>();
    readFeatures((query) => asked.add(query) && false);
    expect([...asked].sort()).toEqual([...QUERIES].sort());
  });
});

describe('withReading', () => {
  const start = initialState(DEFAULTS);

  it('counts every feature that changed, logging them newest first', () => {
    const dark = withReading(start, { ...DEFAULTS, 'prefers-color-scheme': 'dark' });
    const both = withReading(dark, {
      ...DEFAULTS,
      'prefers-reduced-motion': 'reduce',
      'media type': 'print',
    });
    expect(both.seen).toBe(4);
    expect(both.log).toEqual([
      'prefers-color-scheme changed to light',
      'prefers-reduced-motion changed to reduce',
      'media type changed to print',
      'prefers-color-scheme changed to dark',
    ]);
  });

  it('counts nothing when the values already in force are read again', () => {
    expect(withReading(start, { ...DEFAULTS })).toBe(start);
  });

  it(`keeps the ${LOG_LENGTH} newest lines`, () => {
    let state = start;
    for (let i = 0; i < 15; i += 1) {
      state = withReading(state, { ...DEFAULTS, 'forced-colors': 'active', 'media type': 'print' });
      state = withReading(state, DEFAULTS);
    }
    expect(state.seen).toBe(60);
    expect(state.log).toHaveLength(LOG_LENGTH);
    expect(state.log[0]).toBe('forced-colors changed to none');
    expect(state.log[1]).toBe('media type changed to screen');
  });
});
