/**
 * The table's rows appear in slices so that no single task (React's commit, or the browser's
 * layout and paint of the new rows) blocks the main thread for long: `first` rows at once (maybe
 * none), then `step` more a frame. The plan is the number of rows shown after each slice, ending
 * at `total`.
 */
export function batchPlan(total: number, first: number, step: number): number[] {
  if (!Number.isInteger(total) || total < 0) throw new RangeError(`total ${total}`);
  if (!Number.isInteger(first) || first < 0) throw new RangeError(`first ${first}`);
  if (!Number.isInteger(step) || step < 1) throw new RangeError(`step ${step}`);
  const plan: number[] = [];
  for (let shown = Math.min(first, total); ; shown = Math.min(shown + step, total)) {
    plan.push(shown);
    if (shown === total) return plan;
  }
}

/**
 * Rows in the first slice, then per frame. The first render holds the rest of the page (some 300
 * elements), and the table is below the fold: it starts with its header alone.
 */
export const FIRST_ROWS = 0;
export const ROWS_PER_FRAME = 2;
