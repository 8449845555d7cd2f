import { describe, expect, it } from 'vitest';
import { cellText, oneTo, siblingId } from './structure';

describe('largeDom naming', () => {
  it('counts from 1', () => {
    expect(oneTo(3)).toEqual([1, 2, 3]);
    expect(oneTo(50)).toHaveLength(50);
  });

  it('names siblings and cells as SPEC-2 states', () => {
    expect(siblingId(50, 3)).toBe('sibling-50.3');
    expect(cellText(37, 42)).toBe('37.42');
  });
});
