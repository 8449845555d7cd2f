import type { Exercise } from '../../shared/catalog';

export const PROMPT_QUESTION = 'Please enter your name:';

/** Whether the path matches the entry's `matches` pattern: such paths prompt on load. */
export const promptsOnLoad = (exercise: Exercise, pathname: string) =>
  exercise.matches?.test(pathname) ?? false;

/** The welcome line for a prompt answer, or null for a blank or cancelled (null) answer. */
export function welcome(answer: string | null): string | null {
  const name = answer?.trim() ?? '';
  return name === '' ? null : `Welcome, ${name}`;
}
