export const SORTED_TASKS = Array.from({ length: 7 }, (_, i) => `Task ${i + 1}`);
/** Task 5, Task 1, Task 3, then the rest in order. */
export const INITIAL_TASKS = ['Task 5', 'Task 1', 'Task 3', 'Task 2', 'Task 4', 'Task 6', 'Task 7'];

export function isSorted(tasks: readonly string[]): boolean {
  return tasks.length === SORTED_TASKS.length && tasks.every((t, i) => t === SORTED_TASKS[i]);
}
