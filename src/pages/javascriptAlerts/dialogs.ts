/** The three browser dialogs the page opens, and the result line each answer leads to. */
export const ALERT_MESSAGE = 'This is a JavaScript alert.';
export const CONFIRM_MESSAGE = 'Do you want to continue?';
export const PROMPT_MESSAGE = 'Type some text:';

export const ALERT_CLOSED = 'You closed the alert.';

/** The line after a confirm: `true` is OK. */
export function confirmResult(ok: boolean): string {
  return ok ? 'You chose OK.' : 'You chose Cancel.';
}

/** The line after a prompt: `null` is Cancel (or a dismissed prompt), `''` is OK with nothing. */
export function promptResult(answer: string | null): string {
  if (answer === null) return 'You cancelled the prompt.';
  return answer === '' ? 'You typed nothing.' : `You typed: ${answer}`;
}
