import { describe, expect, it } from 'vitest';
import { batchPlan, FIRST_ROWS, ROWS_PER_FRAME } from './batches';
import { TABLE_SIZE } from './structure';

describe('batchPlan', () => {
  it('shows the first slice at once, then a step each frame, ending exactly at the total', () => {
    expect(batchPlan(50, 10, 5)).toEqual([10, 15, 20, 25, 30, 35, 40, 45, 50]);
    expect(batchPlan(12, 5, 5)).toEqual([5, 10, 12]);
  });

  it('may start with none', () => {
    expect(batchPlan(5, 0, 2)).toEqual([0, 2, 4, 5]);
  });

  it('is one slice when the first one holds everything', () => {
    expect(batchPlan(3, 5, 5)).toEqual([3]);
    expect(batchPlan(5, 5, 1)).toEqual([5]);
    expect(batchPlan(0, 5, 5)).toEqual([0]);
  });

  it('rejects sizes that would never end', () => {
    expect(() => batchPlan(50, -1, 5)).toThrow(RangeError);
    expect(() => batchPlan(50, 5, 0)).toThrow(RangeError);
    expect(() => batchPlan(-1, 5, 5)).toThrow(RangeError);
    expect(() => batchPlan(50, 2.5, 5)).toThrow(RangeError);
  });

  it("covers the page's whole table, strictly growing", () => {
    const plan = batchPlan(TABLE_SIZE, FIRST_ROWS, ROWS_PER_FRAME);
    expect(plan.at(-1)).toBe(TABLE_SIZE);
    expect(plan).toEqual([...new Set(plan)].sort((a, b) => a - b));
  });
});
