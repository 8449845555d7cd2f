/** The progress bar exercise's rules: a pure reducer the page's timers drive. */
export const START_PERCENT = 25;
export const TARGET_PERCENT = 75;
export const FULL_PERCENT = 100;
/** Start waits this long before the first step. */
export const START_DELAY_MS = 1000;
/** Each run draws its step interval T from this range, in whole milliseconds. */
export const STEP_MS = { min: 100, max: 300 } as const;

export const NOT_STOPPED = 'Result: not stopped yet';

export interface ProgressState {
  value: number;
  /** The current run's step interval, while running. */
  stepMs?: number;
  /** Counts Starts, so a Start while running restarts the timers. */
  run: number;
  result: string;
}

export type ProgressAction =
  { type: 'start'; stepMs: number } | { type: 'tick' } | { type: 'stop' };

export const initialProgress: ProgressState = {
  value: START_PERCENT,
  run: 0,
  result: NOT_STOPPED,
};

export function stoppedResult(value: number): string {
  return `Result: stopped at ${value}%, distance from ${TARGET_PERCENT}%: ${Math.abs(value - TARGET_PERCENT)}`;
}

function stopped(state: ProgressState, value: number): ProgressState {
  return { value, run: state.run, result: stoppedResult(value) };
}

export function progressReducer(state: ProgressState, action: ProgressAction): ProgressState {
  switch (action.type) {
    case 'start':
      return {
        value: START_PERCENT,
        stepMs: action.stepMs,
        run: state.run + 1,
        result: NOT_STOPPED,
      };
    case 'tick': {
      if (state.stepMs === undefined) return state;
      const value = state.value + 1;
      return value >= FULL_PERCENT ? stopped(state, FULL_PERCENT) : { ...state, value };
    }
    case 'stop':
      return state.stepMs === undefined ? state : stopped(state, state.value);
  }
}
