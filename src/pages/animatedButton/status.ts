export const NOT_STARTED = 'Not started.';
export const RUNNING = 'Animation running…';
export const FINISHED = 'Animation finished.';

/** The status after a click on Moving target: the class it had at that moment. */
export function clickedMessage(className: string): string {
  return `Moving target clicked; its class is '${className}'.`;
}
