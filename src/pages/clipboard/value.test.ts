import { describe, expect, it } from 'vitest';
import { createRandom } from '../../lib/random';
import { checkPasted, copyFailed, drawValue, failureReason } from './value';

describe('drawValue', () => {
  it('is "PG-" and 8 characters of A-Z and 2-9', () => {
    const random = createRandom();
    for (let i = 0; i < 200; i++) expect(drawValue(random)).toMatch(/^PG-[A-Z2-9]{8}$/);
  });

  it('repeats its sequence for a seed and continues it on the next draw', () => {
    const first = createRandom(42);
    const again = createRandom(42);
    const values = [drawValue(first), drawValue(first)];
    expect([drawValue(again), drawValue(again)]).toEqual(values);
    expect(values[0]).not.toBe(values[1]);
  });

  it('gives the known answer of docs/pages.md for ?seed=1', () => {
    const random = createRandom(1);
    expect([drawValue(random), drawValue(random)]).toEqual(['PG-VAR98JUY', 'PG-O9PQENIF']);
  });

  it('uses every character of the alphabet, and never 0 or 1', () => {
    const random = createRandom(7);
    const seen = new Set(Array.from({ length: 300 }, () => drawValue(random).slice(3)).join(''));
    expect(seen.size).toBe(34);
    for (const c of '01') expect(seen.has(c)).toBe(false);
  });
});

describe('checkPasted', () => {
  it('matches the value, ignoring surrounding white space', () => {
    expect(checkPasted('PG-ABCD2345', 'PG-ABCD2345')).toBe(
      'Match: the pasted text equals the value.',
    );
    expect(checkPasted('  PG-ABCD2345\n', 'PG-ABCD2345')).toBe(
      'Match: the pasted text equals the value.',
    );
  });

  it('refuses anything else, case and empty field included', () => {
    for (const pasted of ['', 'pg-abcd2345', 'PG-ABCD234', 'PG-ABCD 2345'])
      expect(checkPasted(pasted, 'PG-ABCD2345')).toBe(
        'No match: the pasted text differs from the value.',
      );
  });
});

it('states why copying failed, with one final period', () => {
  expect(copyFailed('Write permission denied.')).toBe('Copying failed: Write permission denied.');
  expect(copyFailed('Document is not focused')).toBe('Copying failed: Document is not focused.');
  expect(copyFailed('')).toBe('Copying failed: unknown reason.');
});

it('takes the reason from an error, a DOMException or any other value', () => {
  expect(failureReason(new Error('Document is not focused.'))).toBe('Document is not focused.');
  expect(failureReason(new DOMException('Write permission denied.', 'NotAllowedError'))).toBe(
    'Write permission denied.',
  );
  expect(failureReason('blocked')).toBe('blocked');
  expect(failureReason(undefined)).toBe('undefined');
});
