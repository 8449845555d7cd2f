import type { Random } from '../../lib/random';

/** Always in the menu, first. */
export const HOME = 'Home';
/** The items that may drop out, in menu order. */
export const OPTIONAL_ITEMS = ['About', 'Services', 'Portfolio', 'Contact'] as const;
export const MENU_SIZE = 1 + OPTIONAL_ITEMS.length;
/** The chance that an optional item is left out of a load's menu. */
export const ABSENT_PROBABILITY = 1 / 4;

/** This load's menu: "Home", then each optional item unless its own draw leaves it out. */
export function drawMenu(random: Random): string[] {
  return [HOME, ...OPTIONAL_ITEMS.filter(() => random.next() >= ABSENT_PROBABILITY)];
}

export function shownLine(count: number): string {
  return `Menu items shown: ${count} of ${MENU_SIZE}`;
}

export function clickedMessage(label: string): string {
  return `You clicked ${label}.`;
}
