/** The page's rules: an idle limit, and a session that follows the clock's time, not a count of ticks. */

export const DEFAULT_LIMIT_S = 15 * 60;
const MIN_LIMIT_S = 10;
const MAX_LIMIT_S = 900;
const MAX_WARNING_S = 60;

export interface IdleLimit {
  /** Seconds without activity before the sign-out. */
  seconds: number;
  /** The last seconds of it, in which the warning shows. */
  warning: number;
  /** Says that ?idleLimit shortened the limit, or why it was refused. */
  note?: string;
}

export const MESSAGES = {
  signedInAs: 'Signed in as practice-user.',
  noMessages: 'No new messages.',
  extended: 'Session extended.',
  signedOut: 'You have signed out.',
  shortened: 'Limit shortened by ?idleLimit for practice.',
  refused: 'idleLimit must be a whole number of seconds from 10 to 900; using 15:00.',
  rule: (limit: IdleLimit) =>
    `You are signed out after ${mmss(limit.seconds)} without activity. A warning shows for the last ${mmss(limit.warning)}.`,
  timedOut: (limit: IdleLimit) =>
    `You have been signed out: no activity for ${mmss(limit.seconds)}.`,
};

/** Whole seconds as "mm:ss", e.g. 900 → "15:00". */
export function mmss(seconds: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;
}

const limitOf = (seconds: number, note?: string): IdleLimit => ({
  seconds,
  warning: Math.min(MAX_WARNING_S, Math.floor(seconds / 2)),
  note,
});

/** The limit a page address asks for with ?idleLimit=N (whole seconds, 10-900), else 15:00. */
export function readIdleLimit(search: string): IdleLimit {
  const asked = new URLSearchParams(search).get('idleLimit');
  if (asked === null) return limitOf(DEFAULT_LIMIT_S);
  const seconds = /^\d+$/.test(asked) ? Number(asked) : NaN;
  return seconds >= MIN_LIMIT_S && seconds <= MAX_LIMIT_S
    ? limitOf(seconds, MESSAGES.shortened)
    : limitOf(DEFAULT_LIMIT_S, MESSAGES.refused);
}

export interface Session {
  /** When the last activity that counted happened (ms, clock time). */
  since: number;
  /** The clock's time at the last check. */
  now: number;
  /** Set once the session is over: its time ran out, or the user signed out. */
  ended?: 'timedOut' | 'signedOut';
}

export type Phase = 'active' | 'warning' | 'timedOut' | 'signedOut';

export const newSession = (now: number): Session => ({ since: now, now });

export function phaseOf(session: Session, limit: IdleLimit): Phase {
  if (session.ended) return session.ended;
  const idle = session.now - session.since;
  if (idle >= limit.seconds * 1000) return 'timedOut';
  return idle >= (limit.seconds - limit.warning) * 1000 ? 'warning' : 'active';
}

/** The idle time in whole seconds (a clock set back counts as none). */
export const idleSeconds = (session: Session) =>
  Math.max(0, Math.floor((session.now - session.since) / 1000));

/** The seconds left before the sign-out, rounded up: 60 at 14:00 idle, 59 a second later. */
export const secondsLeft = (session: Session, limit: IdleLimit) =>
  Math.ceil((limit.seconds * 1000 - (session.now - session.since)) / 1000);

/** The session as the clock reads `now`: past the limit it has timed out, for good. */
export function check(session: Session, now: number, limit: IdleLimit): Session {
  if (session.ended) return session;
  const checked = { ...session, now };
  return phaseOf(checked, limit) === 'timedOut' ? { ...checked, ended: 'timedOut' } : checked;
}

/** A pointer press, key press or wheel turn: resets the idle time only while no warning shows. */
export function activity(session: Session, now: number, limit: IdleLimit): Session {
  const checked = check(session, now, limit);
  return phaseOf(checked, limit) === 'active' ? newSession(now) : checked;
}

/** "Stay signed in" or Escape in the warning: idle 00:00 again, unless the time is already up. */
export function extend(session: Session, now: number, limit: IdleLimit): Session {
  const checked = check(session, now, limit);
  return checked.ended ? checked : newSession(now);
}

export const signOut = (session: Session): Session =>
  session.ended ? session : { ...session, ended: 'signedOut' };
