import type { Random } from '../../lib/random';

/** The three button styles of the class section; only the primary one is the right answer. */
export const VARIANTS = ['btn-primary', 'btn-success', 'btn-warning'] as const;
export type Variant = (typeof VARIANTS)[number];

const HEX = '0123456789abcdef';
const UUID_GROUPS = [8, 4, 4, 4, 12];

/** A UUID-like id: 8-4-4-4-12 lowercase hexadecimal digits, drawn from `random`. */
export function uuidLike(random: Random): string {
  return UUID_GROUPS.map((length) =>
    Array.from({ length }, () => HEX[random.int(0, 15)]).join(''),
  ).join('-');
}

/** The class attribute of the i-th (1-based) button of the class section. */
export function classAttribute(index: number, variant: Variant): string {
  return `btn class${index} ${variant} btn-test`;
}

/** The status after a click on a button of the class section. */
export function variantMessage(variant: Variant): string {
  return variant === 'btn-primary'
    ? 'You found the primary button.'
    : 'That was not the primary button.';
}
