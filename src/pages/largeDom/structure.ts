/** How deep the nested divs go, and the table's rows and columns. */
export const DEPTH = 50;
export const TABLE_SIZE = 50;

/** 1..n */
export function oneTo(n: number): number[] {
  return Array.from({ length: n }, (_, index) => index + 1);
}

/** The id of sibling k (1-3) at level L: "sibling-{L}.{k}". */
export function siblingId(level: number, k: number): string {
  return `sibling-${level}.${k}`;
}

/** The text of the cell in row r, column c: "{r}.{c}". */
export function cellText(row: number, column: number): string {
  return `${row}.${column}`;
}
