const pad = (n: number) => String(n).padStart(2, '0');

/** "UTC", a sign and HH:MM, from minutes east of UTC: "UTC+05:30", "UTC-04:00", "UTC+00:00". */
export function formatOffset(minutesEast: number): string {
  const sign = minutesEast < 0 ? '-' : '+';
  const minutes = Math.abs(minutesEast);
  return `UTC${sign}${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** The browser zone's offset at `date` (getTimezoneOffset counts minutes west). */
export const offsetAt = (date: Date) => formatOffset(-date.getTimezoneOffset());

/** HH:MM:SS on the browser zone's wall clock, 24-hour, Latin digits whatever the locale. */
export const timeOfDay = (date: Date) =>
  `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;

/** YYYY-MM-DD HH:MM:SS on the browser zone's wall clock. */
export const wallClock = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${timeOfDay(date)}`;

/**
 * The first instant of the next local calendar day: its midnight, or the first time that day has
 * where daylight saving skips midnight (the Date constructor moves a missing time forward).
 */
export const nextLocalMidnight = (now: Date) =>
  new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);

/** Time left, rounded down to whole seconds, as HH:MM:SS with the hours not capped at 24. */
export function formatDuration(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}

export const untilNextMidnight = (now: Date) =>
  formatDuration(nextLocalMidnight(now).getTime() - now.getTime());
