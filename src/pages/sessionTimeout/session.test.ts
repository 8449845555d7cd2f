import { describe, expect, it } from 'vitest';
import {
  activity,
  check,
  extend,
  idleSeconds,
  MESSAGES,
  mmss,
  newSession,
  phaseOf,
  readIdleLimit,
  secondsLeft,
  signOut,
} from './session';

const MIN = 60_000;
const DEFAULT = readIdleLimit('');

describe('mmss', () => {
  it('writes whole seconds as two-digit minutes and seconds', () => {
    expect([0, 1, 59, 60, 61, 600, 900].map(mmss)).toEqual([
      '00:00',
      '00:01',
      '00:59',
      '01:00',
      '01:01',
      '10:00',
      '15:00',
    ]);
  });
});

describe('readIdleLimit', () => {
  it('is 15:00 with a 01:00 warning and no note without ?idleLimit', () => {
    expect(DEFAULT).toEqual({ seconds: 900, warning: 60, note: undefined });
    expect(MESSAGES.rule(DEFAULT)).toBe(
      'You are signed out after 15:00 without activity. A warning shows for the last 01:00.',
    );
    expect(MESSAGES.timedOut(DEFAULT)).toBe('You have been signed out: no activity for 15:00.');
  });

  it('takes whole seconds from 10 to 900, warning for min(60, half of it)', () => {
    const twenty = readIdleLimit('?idleLimit=20');
    expect(twenty).toEqual({ seconds: 20, warning: 10, note: MESSAGES.shortened });
    expect(MESSAGES.rule(twenty)).toBe(
      'You are signed out after 00:20 without activity. A warning shows for the last 00:10.',
    );
    expect(MESSAGES.timedOut(twenty)).toBe('You have been signed out: no activity for 00:20.');
    expect(readIdleLimit('?idleLimit=10')).toMatchObject({ seconds: 10, warning: 5 });
    expect(readIdleLimit('?idleLimit=121')).toMatchObject({ seconds: 121, warning: 60 });
    expect(readIdleLimit('?idleLimit=900')).toMatchObject({ seconds: 900, warning: 60 });
    expect(readIdleLimit('?seed=3&idleLimit=045')).toMatchObject({ seconds: 45, warning: 22 });
  });

  it.each(['9', '901', '', '20.0', '20.5', '-20', '+20', ' 20', '1e2', 'abc', '0x20'])(
    'refuses idleLimit=%j and uses 15:00',
    (value) => {
      expect(readIdleLimit(`?idleLimit=${encodeURIComponent(value)}`)).toEqual({
        seconds: 900,
        warning: 60,
        note: 'idleLimit must be a whole number of seconds from 10 to 900; using 15:00.',
      });
    },
  );
});

describe('a session', () => {
  const start = newSession(1_000_000);
  const at = (ms: number) => check(start, start.since + ms, DEFAULT);

  it('is active until 14:00 idle, then warns, then times out at 15:00', () => {
    expect(phaseOf(at(14 * MIN - 1), DEFAULT)).toBe('active');
    expect(phaseOf(at(14 * MIN), DEFAULT)).toBe('warning');
    expect(phaseOf(at(15 * MIN - 1), DEFAULT)).toBe('warning');
    expect(at(15 * MIN).ended).toBe('timedOut');
  });

  it('shows whole idle seconds, and the seconds left rounded up (never 0 while warning)', () => {
    expect(idleSeconds(at(999))).toBe(0);
    expect(idleSeconds(at(13 * MIN + 59_999))).toBe(839);
    expect(idleSeconds(at(-5000))).toBe(0);
    expect(secondsLeft(at(14 * MIN), DEFAULT)).toBe(60);
    expect(secondsLeft(at(14 * MIN + 1), DEFAULT)).toBe(60);
    expect(secondsLeft(at(14 * MIN + 1000), DEFAULT)).toBe(59);
    expect(secondsLeft(at(15 * MIN - 1), DEFAULT)).toBe(1);
  });

  it('follows the clock: one check after a jump past the limit times out, no warning first', () => {
    const jumped = at(2 * 60 * MIN);
    expect(jumped.ended).toBe('timedOut');
    // Over for good: a clock set back does not revive it.
    expect(check(jumped, start.since, DEFAULT)).toBe(jumped);
  });

  it('resets on activity only while no warning shows', () => {
    const active = at(5 * MIN);
    expect(activity(active, active.now, DEFAULT)).toEqual(newSession(active.now));
    const warning = at(14 * MIN + 5000);
    expect(activity(warning, warning.now, DEFAULT)).toEqual(warning);
  });

  it('never lets activity or "Stay signed in" revive a session whose time is up', () => {
    const checkedLast = at(13 * MIN);
    const late = start.since + 16 * MIN;
    expect(activity(checkedLast, late, DEFAULT).ended).toBe('timedOut');
    const warning = at(14 * MIN + 30_000);
    expect(extend(warning, late, DEFAULT).ended).toBe('timedOut');
    expect(extend(warning, warning.now + 1000, DEFAULT)).toEqual(newSession(warning.now + 1000));
  });

  it('signs out for good, whatever the clock says next', () => {
    const out = signOut(at(14 * MIN));
    expect(phaseOf(out, DEFAULT)).toBe('signedOut');
    expect(activity(out, out.now + 1000, DEFAULT)).toBe(out);
    expect(phaseOf(check(out, out.now + 20 * MIN, DEFAULT), DEFAULT)).toBe('signedOut');
    expect(signOut(at(15 * MIN)).ended).toBe('timedOut');
  });
});
