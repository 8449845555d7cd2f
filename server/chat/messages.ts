/** The chat's texts (SPEC-3 page 60), worded from the settings where they name a number. */
export const MESSAGES = {
  notJson: 'Send JSON such as {"type":"message","text":"Hello"}.',
  badLength: 'Messages have 1 to 200 characters.',
  slowDown: (limit: number, seconds: number) =>
    `Slow down: at most ${limit} messages in ${seconds} seconds.`,
  reply: (text: string) => `Thanks, I got "${text}". An agent will follow up.`,
  idle: (seconds: number) => `Closed after ${duration(seconds)} without messages.`,
  binary: 'Only text frames are accepted.',
  shuttingDown: 'The server is shutting down.',
  crossOrigin: 'Cross-origin WebSocket connections are refused.',
  tooMany: 'Too many chat connections.',
  upgradeRequired: 'Open this address as a WebSocket.',
} as const;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** "10 minutes" for 600, "90 seconds" for 90. */
function duration(seconds: number) {
  return seconds % 60 === 0 ? plural(seconds / 60, 'minute') : plural(seconds, 'second');
}
