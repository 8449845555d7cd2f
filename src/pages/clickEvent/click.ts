export type ClickSource = 'pointer' | 'keyboard' | 'script';

export const BUTTON_LABEL = 'Button that ignores script clicks';

export const MESSAGES: Record<ClickSource, string> = {
  pointer: 'Clicked with a real pointer.',
  keyboard: 'Clicked with the keyboard.',
  script: 'Ignored a click dispatched by a script.',
};

/**
 * Who made a click: the browser marks its own events trusted, and a click it makes from Enter or
 * Space has no click count (detail 0), unlike one from a pointer.
 */
export function clickSource(event: Pick<MouseEvent, 'isTrusted' | 'detail'>): ClickSource {
  if (!event.isTrusted) return 'script';
  return event.detail > 0 ? 'pointer' : 'keyboard';
}

/** Whether a click of this source turns the button green. */
export function turnsGreen(source: ClickSource): boolean {
  return source !== 'script';
}
