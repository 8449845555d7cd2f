import type { CSSProperties } from 'react';

/** The seven ways Hide hides a target, one per button. */
export type HidingMode =
  'removed' | 'displayNone' | 'visibilityHidden' | 'zeroSize' | 'opacity' | 'offscreen' | 'covered';

export interface Target {
  mode: HidingMode;
  label: string;
  id: string;
}

export const TARGETS: readonly Target[] = [
  { mode: 'removed', label: 'Removed', id: 'removedButton' },
  { mode: 'displayNone', label: 'Display None', id: 'displayNoneButton' },
  { mode: 'visibilityHidden', label: 'Visibility Hidden', id: 'visibilityHiddenButton' },
  { mode: 'zeroSize', label: 'Zero Size', id: 'zeroSizeButton' },
  { mode: 'opacity', label: 'Opacity 0', id: 'opacityButton' },
  { mode: 'offscreen', label: 'Off-screen', id: 'offscreenButton' },
  { mode: 'covered', label: 'Covered', id: 'coveredButton' },
];

/**
 * The inline style that hides a target by its mode. Removed and Covered hide it by other means
 * (out of the DOM, under a block), so their own style stays empty.
 */
export function hiddenStyle(mode: HidingMode): CSSProperties {
  switch (mode) {
    case 'displayNone':
      return { display: 'none' };
    case 'visibilityHidden':
      return { visibility: 'hidden' };
    case 'zeroSize':
      return { width: 0, height: 0, padding: 0, border: 0, overflow: 'hidden' };
    case 'opacity':
      return { opacity: 0 };
    case 'offscreen':
      return { position: 'absolute', top: '-9999px', left: '-9999px' };
    case 'removed':
    case 'covered':
      return {};
  }
}

/** The status after a click on a target. */
export function clickedMessage(label: string): string {
  return `${label} button clicked.`;
}
