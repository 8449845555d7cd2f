/**
 * The table's rows appear in slices so that no single task (React's commit, or the browser's
 * layout and paint of the new rows) blocks the main thread for long: `first` rows at once, then
 * `step` more a frame. The plan is the number of rows shown after each slice, ending at `total`.
 */
export function batchPlan(total: number, first: number, step: number): number[] {
  if (!Number.isInteger(total) || total < 0) throw new RangeError(`total ${total}`);
  if (!Number.isInteger(first) || first < 1) throw new RangeError(`first ${first}`);
  if (!Number.isInteger(step) || step < 1) throw new RangeError(`step ${step}`);
  const plan: number[] = [];
  for (let shown = Math.min(first, total); ; shown = Math.min(shown + step, total)) {
    plan.push(shown);
    if (shown === total) return plan;
  }
}

/** Rows in the first slice (the table is below the fold, so a few are enough), then per frame. */
export const FIRST_ROWS = 2;
export const ROWS_PER_FRAME = 2;
