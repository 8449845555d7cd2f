import { describe, expect, it } from 'vitest';
import { isNearViewport, MAX_PARAGRAPHS, nextCount, reachedEnd } from './paging';

describe('nextCount', () => {
  it('adds three paragraphs a load', () => {
    expect(nextCount(3)).toBe(6);
    expect(nextCount(6)).toBe(9);
  });

  it('stops at 60', () => {
    expect(nextCount(57)).toBe(60);
    expect(nextCount(59)).toBe(60);
    expect(nextCount(60)).toBe(60);
  });
});

describe('reachedEnd', () => {
  it('is true from 60 paragraphs on only', () => {
    expect(MAX_PARAGRAPHS).toBe(60);
    expect(reachedEnd(57)).toBe(false);
    expect(reachedEnd(60)).toBe(true);
  });
});

describe('isNearViewport', () => {
  it('is true inside the viewport and up to the margin below it', () => {
    expect(isNearViewport(300, 720, 200)).toBe(true);
    expect(isNearViewport(920, 720, 200)).toBe(true);
    expect(isNearViewport(921, 720, 200)).toBe(false);
  });
});
