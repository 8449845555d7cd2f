/** How close to the top edge, in CSS pixels, the pointer must leave for it to count. */
export const TOP_EDGE_PX = 20;

/** The parts of a `mouseout` event the rule reads. */
export interface PointerExit {
  relatedTarget: EventTarget | null;
  clientY: number;
}

/**
 * Exit intent: the pointer left the document altogether (no element it moved onto) within
 * 20 px of the top edge, the way it does on its way to the tabs or the address bar.
 */
export function isExitThroughTop({ relatedTarget, clientY }: PointerExit): boolean {
  return relatedTarget === null && clientY < TOP_EDGE_PX;
}

export function shownCountText(count: number): string {
  return `Exit-intent modal shown: ${count} times`;
}
