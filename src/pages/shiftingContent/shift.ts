import type { Random } from '../../lib/random';

/** The shift, in px, when the page's address gives none. */
export const DEFAULT_PIXEL_SHIFT = 25;
export const MAX_PIXEL_SHIFT = 200;

/** `?pixel_shift=` when it is a whole number from 0 to 200; 25 otherwise. */
export function pixelShiftFromSearch(search: string): number {
  const raw = new URLSearchParams(search).get('pixel_shift');
  if (raw === null || !/^\d{1,3}$/.test(raw)) return DEFAULT_PIXEL_SHIFT;
  const shift = Number(raw);
  return shift <= MAX_PIXEL_SHIFT ? shift : DEFAULT_PIXEL_SHIFT;
}

export interface Offsets {
  /** How far "Contact" moves left, in px. */
  menu: number;
  /** How far the image moves left, in px. */
  image: number;
}

/** Each offset is 0 or the shift, with equal chance; the menu's is drawn first. */
export function drawOffsets(random: Random, shift: number): Offsets {
  const draw = () => (random.next() < 0.5 ? 0 : shift);
  const menu = draw();
  return { menu, image: draw() };
}

export function offsetsText({ menu, image }: Offsets): string {
  return `Menu offset: ${menu} px. Image offset: ${image} px.`;
}
