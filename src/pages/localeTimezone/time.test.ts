import { afterAll, describe, expect, it } from 'vitest';
import {
  formatDuration,
  formatOffset,
  offsetAt,
  timeOfDay,
  untilNextMidnight,
  wallClock,
} from './time';

// Node reads TZ again whenever it is set: each test states the zone it runs in.
const zoneBefore = process.env.TZ;
const inZone = (zone: string) => {
  process.env.TZ = zone;
};
afterAll(() => {
  if (zoneBefore === undefined) delete process.env.TZ;
  else process.env.TZ = zoneBefore;
});

const INSTANT = new Date('2025-06-30T23:30:00Z');

describe('formatOffset', () => {
  it.each([
    [120, 'UTC+02:00'],
    [-240, 'UTC-04:00'],
    [330, 'UTC+05:30'],
    [-570, 'UTC-09:30'],
    [0, 'UTC+00:00'],
    [840, 'UTC+14:00'],
  ])('%i minutes east is %s', (minutes, text) => {
    expect(formatOffset(minutes)).toBe(text);
  });
});

describe('in Europe/Berlin', () => {
  it('reads the instant on the wall clock, with its summer offset', () => {
    inZone('Europe/Berlin');
    expect(wallClock(INSTANT)).toBe('2025-07-01 01:30:00');
    expect(offsetAt(INSTANT)).toBe('UTC+02:00');
    expect(offsetAt(new Date('2025-01-15T12:00:00Z'))).toBe('UTC+01:00');
    expect(timeOfDay(INSTANT)).toBe('01:30:00');
  });

  it('counts down to the next local midnight', () => {
    inZone('Europe/Berlin');
    expect(untilNextMidnight(INSTANT)).toBe('22:30:00');
    // At midnight the next one is a whole day away.
    expect(untilNextMidnight(new Date('2025-06-30T22:00:00Z'))).toBe('24:00:00');
    // Rounded down: 1.999 s before midnight shows 1 s.
    expect(untilNextMidnight(new Date('2025-06-30T21:59:58.001Z'))).toBe('00:00:01');
  });

  it('has 23 hours on the day daylight saving starts and 25 on the day it ends', () => {
    inZone('Europe/Berlin');
    expect(untilNextMidnight(new Date('2025-03-29T23:00:00Z'))).toBe('23:00:00');
    expect(untilNextMidnight(new Date('2025-10-25T22:00:00Z'))).toBe('25:00:00');
  });
});

describe('elsewhere', () => {
  it('in America/New_York the instant is the evening before', () => {
    inZone('America/New_York');
    expect(wallClock(INSTANT)).toBe('2025-06-30 19:30:00');
    expect(offsetAt(INSTANT)).toBe('UTC-04:00');
    expect(untilNextMidnight(INSTANT)).toBe('04:30:00');
  });

  it('in Asia/Kolkata and UTC', () => {
    inZone('Asia/Kolkata');
    expect(offsetAt(INSTANT)).toBe('UTC+05:30');
    inZone('UTC');
    expect(offsetAt(INSTANT)).toBe('UTC+00:00');
    expect(untilNextMidnight(INSTANT)).toBe('00:30:00');
  });

  it('where daylight saving skips midnight, the day starts at 01:00', () => {
    // Santiago moved its clocks from 00:00 to 01:00 on 2024-09-08.
    inZone('America/Santiago');
    expect(untilNextMidnight(new Date('2024-09-08T03:00:00Z'))).toBe('01:00:00');
  });
});

it('formatDuration does not cap the hours', () => {
  expect(formatDuration(25 * 3600 * 1000)).toBe('25:00:00');
  expect(formatDuration(59_999)).toBe('00:00:59');
});
