import { describe, expect, it } from 'vitest';
import { INITIAL_TASKS, isSorted, SORTED_TASKS } from './tasks';

describe('tasks', () => {
  it('start as Task 5, Task 1, Task 3, then the rest', () => {
    expect(INITIAL_TASKS).toEqual([
      'Task 5',
      'Task 1',
      'Task 3',
      'Task 2',
      'Task 4',
      'Task 6',
      'Task 7',
    ]);
    expect([...INITIAL_TASKS].sort()).toEqual(SORTED_TASKS);
  });

  it('are sorted only as Task 1 to Task 7', () => {
    expect(isSorted(SORTED_TASKS)).toBe(true);
    expect(isSorted(INITIAL_TASKS)).toBe(false);
    expect(isSorted(SORTED_TASKS.slice(0, 6))).toBe(false);
    expect(isSorted([...SORTED_TASKS.slice(0, 5), 'Task 7', 'Task 6'])).toBe(false);
  });
});
