import { describe, expect, it } from 'vitest';
import {
  initialProgress,
  progressReducer,
  stoppedResult,
  type ProgressAction,
  type ProgressState,
} from './progress';

const run = (actions: ProgressAction[], from: ProgressState = initialProgress) =>
  actions.reduce(progressReducer, from);
const ticks = (n: number): ProgressAction[] => Array.from({ length: n }, () => ({ type: 'tick' }));

describe('progressReducer', () => {
  it('is at 25 % and not stopped before any Start', () => {
    expect(initialProgress).toMatchObject({ value: 25, result: 'Result: not stopped yet' });
    expect(run([{ type: 'tick' }, { type: 'stop' }])).toEqual(initialProgress);
  });

  it('adds 1 % a tick after Start and freezes on Stop with the distance from 75 %', () => {
    const state = run([{ type: 'start', stepMs: 150 }, ...ticks(50)]);
    expect(state).toMatchObject({ value: 75, stepMs: 150, result: 'Result: not stopped yet' });
    const frozen = run([{ type: 'stop' }, ...ticks(3)], state);
    expect(frozen).toEqual({ value: 75, run: 1, result: stoppedResult(75) });
    expect(frozen.result).toBe('Result: stopped at 75%, distance from 75%: 0');
  });

  it('stops itself at 100 % as a Stop there would', () => {
    const state = run([{ type: 'start', stepMs: 100 }, ...ticks(80)]);
    expect(state).toEqual({ value: 100, run: 1, result: stoppedResult(100) });
    expect(state.result).toBe('Result: stopped at 100%, distance from 75%: 25');
  });

  it('a Stop while not running changes nothing', () => {
    const stopped = run([{ type: 'start', stepMs: 100 }, ...ticks(10), { type: 'stop' }]);
    expect(run([{ type: 'stop' }], stopped)).toBe(stopped);
  });

  it('Start restarts from 25 % with a new run and clears the result', () => {
    const first = run([{ type: 'start', stepMs: 100 }, ...ticks(30)]);
    const again = run([{ type: 'start', stepMs: 250 }], first);
    expect(again).toEqual({
      value: 25,
      stepMs: 250,
      run: first.run + 1,
      result: 'Result: not stopped yet',
    });
    const afterStop = run([{ type: 'stop' }, { type: 'start', stepMs: 120 }], first);
    expect(afterStop.result).toBe('Result: not stopped yet');
  });
});

describe('stoppedResult', () => {
  it('states the distance either side of 75 %', () => {
    expect(stoppedResult(72)).toBe('Result: stopped at 72%, distance from 75%: 3');
    expect(stoppedResult(78)).toBe('Result: stopped at 78%, distance from 75%: 3');
    expect(stoppedResult(25)).toBe('Result: stopped at 25%, distance from 75%: 50');
  });
});
