import { describe, expect, it } from 'vitest';
import {
  INVALID_INTERVAL,
  intervalOf,
  isOver,
  MAX_RETRIES,
  NOT_STARTED,
  started,
  statusText,
  streamed,
  type StreamEvent,
  type Tracking,
} from './tracking';

const status = (step: unknown, id = String(step)): StreamEvent => ({
  type: 'status',
  id,
  data: JSON.stringify({ trackingId: 'TRK-ABCDEFGH', step, state: 'x', at: '' }),
});
const run = (events: StreamEvent[], from: Tracking = started('TRK-ABCDEFGH')) =>
  events.reduce(streamed, from);
const lines = (state: Tracking) => state.log.map((line) => line.text);

describe('intervalOf', () => {
  it('takes whole seconds from 1 to 10, 3 without the parameter', () => {
    expect(intervalOf('')).toEqual({ seconds: 3, invalid: false });
    expect(intervalOf('?interval=1')).toEqual({ seconds: 1, invalid: false });
    expect(intervalOf('?interval=10')).toEqual({ seconds: 10, invalid: false });
  });

  it.each(['0', '11', '2.5', '-1', 'x', '', ' 3'])('uses 3 and warns for %j', (value) => {
    expect(intervalOf(`?interval=${encodeURIComponent(value)}`)).toEqual({
      seconds: 3,
      invalid: true,
    });
  });

  it('words the warning exactly', () => {
    expect(INVALID_INTERVAL).toBe('Invalid interval; using 3 s.');
  });
});

describe('streamed', () => {
  it('starts connecting with nothing shown, and is open once the browser says so', () => {
    const state = started('TRK-ABCDEFGH');
    expect(state).toMatchObject({ trackingId: 'TRK-ABCDEFGH', step: 0, stream: 'connecting…' });
    expect(run([{ type: 'open' }]).stream).toBe('open');
  });

  it('shows each step above the last, logging it with its event id', () => {
    const state = run([{ type: 'open' }, status(1), status(2)]);
    expect(state.step).toBe(2);
    expect(lines(state)).toEqual(['Event 1: Order placed', 'Event 2: Packed']);
    expect(statusText(state.step)).toBe('Status: Packed');
    expect(statusText(0)).toBe('Status: not tracking yet');
  });

  it('ignores repeats and unreadable events', () => {
    const state = run([
      status(2),
      status(2),
      status(1),
      status(6),
      status(1.5),
      status('3'),
      { type: 'status', id: '3', data: 'not json' },
      { type: 'status', id: '3', data: 'null' },
      { type: 'resumed', data: '{"after":"x"}' },
    ]);
    expect(state.step).toBe(2);
    expect(lines(state)).toEqual(['Event 2: Packed']);
  });

  it('logs a resume, and ends for good on end', () => {
    const state = run([
      status(2),
      { type: 'resumed', data: '{"after":2}' },
      status(5),
      { type: 'end' },
    ]);
    expect(lines(state)).toEqual([
      'Event 2: Packed',
      'Reconnected, resumed after event 2.',
      'Event 5: Delivered',
      'Stream ended.',
    ]);
    expect(state.stream).toBe('ended');
    expect(isOver(state)).toBe(true);
    expect(run([status(1), { type: 'error', closed: false }], state)).toBe(state);
  });

  it('reconnects after a lost connection, and fails when the browser gives up', () => {
    expect(run([status(1), { type: 'error', closed: false }]).stream).toBe('reconnecting…');
    const failed = run([{ type: 'error', closed: true }]);
    expect(failed.stream).toBe('failed');
    expect(isOver(failed)).toBe(true);
  });

  it(`fails after ${MAX_RETRIES} retries in a row without an event; an event starts the count again`, () => {
    const loss = { type: 'error', closed: false } as const;
    const retries = (n: number) => Array.from({ length: n }, () => loss);
    // The loss, then MAX_RETRIES failed retries.
    expect(run(retries(MAX_RETRIES)).stream).toBe('reconnecting…');
    expect(run([...retries(MAX_RETRIES), { type: 'open' }, loss]).stream).toBe('failed');
    expect(run(retries(MAX_RETRIES + 1)).stream).toBe('failed');
    expect(run([...retries(MAX_RETRIES), status(1), ...retries(MAX_RETRIES)]).stream).toBe(
      'reconnecting…',
    );
  });

  it('starts from nothing for a new parcel', () => {
    expect(NOT_STARTED).toEqual({ step: 0, errors: 0, log: [] });
  });
});
