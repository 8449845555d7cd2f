/** One to-do as stored under TODOS_KEY, in list order. */
export interface Todo {
  text: string;
  done: boolean;
}

export const TODOS_KEY = 'multiTabSyncTodos';
export const MAX_TEXT_LENGTH = 60;
export const MAX_TODOS = 20;

export const MESSAGES = {
  empty: 'Type a to-do first.',
  duplicate: 'That to-do is already on the list.',
  full: `The list is full: at most ${MAX_TODOS} to-dos.`,
  added: (text: string) => `Added "${text}".`,
  ticked: (text: string) => `Ticked "${text}".`,
  unticked: (text: string) => `Unticked "${text}".`,
  removed: (n: number) => `Done to-dos removed: ${n}.`,
  updated: 'Updated from another tab.',
} as const;

const isTodo = (item: unknown): item is Todo =>
  typeof item === 'object' &&
  item !== null &&
  typeof (item as Todo).text === 'string' &&
  typeof (item as Todo).done === 'boolean';

/** A list as received (stored JSON, a message): anything but an array of to-dos reads as empty. */
export function todosFrom(value: unknown): Todo[] {
  return Array.isArray(value) && value.every(isTodo)
    ? value.map(({ text, done }) => ({ text, done }))
    : [];
}

/** The stored list: missing or unreadable is empty. */
export function parseTodos(stored: string | null): Todo[] {
  if (stored === null) return [];
  try {
    return todosFrom(JSON.parse(stored));
  } catch {
    return [];
  }
}

export type AddResult = { ok: true; list: Todo[]; text: string } | { ok: false; message: string };

/** Appends the trimmed text, unticked, unless it is empty, listed already (ignoring case) or the list is full. */
export function addTodo(list: readonly Todo[], input: string): AddResult {
  const text = input.trim().slice(0, MAX_TEXT_LENGTH);
  if (!text) return { ok: false, message: MESSAGES.empty };
  const lower = text.toLowerCase();
  if (list.some((todo) => todo.text.toLowerCase() === lower)) {
    return { ok: false, message: MESSAGES.duplicate };
  }
  if (list.length >= MAX_TODOS) return { ok: false, message: MESSAGES.full };
  return { ok: true, list: [...list, { text, done: false }], text };
}

/** Ticks or unticks the to-do with this text, wherever it now is in the list. */
export function setDone(list: readonly Todo[], text: string, done: boolean): Todo[] {
  return list.map((todo) => (todo.text === text ? { ...todo, done } : todo));
}

export function removeDone(list: readonly Todo[]): { list: Todo[]; removed: number } {
  const kept = list.filter((todo) => !todo.done);
  return { list: kept, removed: list.length - kept.length };
}
