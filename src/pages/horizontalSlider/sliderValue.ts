/** The slider's range: 0 to 5 in half steps, starting at 0. */
export const SLIDER = { min: 0, max: 5, step: 0.5, initial: 0 } as const;

/** "Value: {v}" with no trailing zeros, from the range input's value ("1.50" reads "1.5"). */
export function valueText(raw: string): string {
  return `Value: ${String(Number(raw))}`;
}
