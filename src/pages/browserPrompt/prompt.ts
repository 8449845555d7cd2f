export const PROMPT_QUESTION = 'Please enter your name:';

/** Same pattern as the catalog entry's `matches`: such paths open the prompt on load. */
const ON_LOAD_PATTERN = /browserpromptonload/i;

export const promptsOnLoad = (pathname: string) => ON_LOAD_PATTERN.test(pathname);

/** The welcome line for a prompt answer, or null for a blank or cancelled (null) answer. */
export function welcome(answer: string | null): string | null {
  const name = answer?.trim() ?? '';
  return name === '' ? null : `Welcome, ${name}`;
}
