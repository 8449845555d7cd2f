export const SIMPLE_DROPDOWN = ['Action', 'Another action', 'Something else here'] as const;
export const SPLIT_MAIN = 'Split action';
export const SPLIT_DROPDOWN = ['Option A', 'Option B', 'Option C'] as const;
export const SIMPLE_SELECT = ['Red', 'Green', 'Blue'] as const;
export const SINGLE_LIST = ['Volvo', 'Saab', 'Mercedes', 'Audi'] as const;
export const MULTIPLE_LIST = ['JavaScript', 'TypeScript', 'Python', 'Java', 'C#'] as const;

const NOTHING_SELECTED = 'None';

/** How the side list shows a control's selection. */
export function describeSelection(selection: string | readonly string[] | null): string {
  const values = selection === null ? [] : typeof selection === 'string' ? [selection] : selection;
  const shown = values.filter((value) => value !== '');
  return shown.length === 0 ? NOTHING_SELECTED : shown.join(', ');
}
