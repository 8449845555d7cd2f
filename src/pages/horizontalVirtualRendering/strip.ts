/** Rules of the horizontal batch-load strip (SPEC-2, page 5). */
export const TOTAL_ITEMS = 100;
export const BATCH_SIZE = 20;
export const ITEM_WIDTH = 260;
export const ITEM_GAP = 20;
/** How close (px) the visible right edge may come to the content's end before the next batch. */
export const LOAD_THRESHOLD = 200;
export const ARROW_STEP = 250;
/** The item centred at load. */
export const START_ITEM = 10;

/** Item n's hue: (n-1)·47 mod 360. */
export function itemHue(n: number): number {
  return ((n - 1) * 47) % 360;
}

/** hsl(h, 70%, 50%) as sRGB channels in 0..1. */
function hslToRgb(hue: number, saturation: number, lightness: number): [number, number, number] {
  const a = saturation * Math.min(lightness, 1 - lightness);
  const channel = (k0: number) => {
    const k = (k0 + hue / 30) % 12;
    return lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return [channel(0), channel(8), channel(4)];
}

/** WCAG relative luminance of sRGB channels in 0..1. */
function relativeLuminance([r, g, b]: [number, number, number]): number {
  const linear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** Black or white, whichever has the higher WCAG contrast ratio with item n's background. */
export function labelColor(n: number): 'black' | 'white' {
  const luminance = relativeLuminance(hslToRgb(itemHue(n), 0.7, 0.5));
  const againstBlack = (luminance + 0.05) / 0.05;
  const againstWhite = 1.05 / (luminance + 0.05);
  return againstBlack >= againstWhite ? 'black' : 'white';
}

/**
 * The item count after a scroll: one more batch than the strip holds (its children) when the
 * right edge is near the end, never past 100. The count and the measures come from the same DOM,
 * so more scroll events before the new batch is rendered still ask for that one batch.
 */
export function loadedAfterScroll(view: {
  childElementCount: number;
  scrollLeft: number;
  clientWidth: number;
  scrollWidth: number;
}): number {
  const loaded = view.childElementCount;
  const nearEnd = view.scrollLeft + view.clientWidth >= view.scrollWidth - LOAD_THRESHOLD;
  return nearEnd ? Math.min(loaded + BATCH_SIZE, TOTAL_ITEMS) : loaded;
}

/** The scrollLeft that centres item n in a strip of this width (with this start padding). */
export function scrollLeftCentring(n: number, clientWidth: number, paddingLeft: number): number {
  const itemCentre = paddingLeft + (n - 1) * (ITEM_WIDTH + ITEM_GAP) + ITEM_WIDTH / 2;
  return Math.max(0, itemCentre - clientWidth / 2);
}

/** Whether a key press happens in a place where arrows edit text, so the page must leave them. */
export function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement) return true;
  if (!(target instanceof HTMLInputElement)) return false;
  return ![
    'button',
    'checkbox',
    'color',
    'file',
    'image',
    'radio',
    'range',
    'reset',
    'submit',
  ].includes(target.type);
}
