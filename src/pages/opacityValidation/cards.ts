/** One of the five cards: the same content at a different CSS opacity. */
export interface OpacityCard {
  /** The suffix of the card and button ids ("opacity-{key}-card"). */
  key: string;
  opacity: number;
  /** What the card's text and button call it, e.g. "Opacity 50". */
  label: string;
}

export const OPACITY_CARDS: readonly OpacityCard[] = [
  { key: '100', opacity: 1, label: 'Opacity 100' },
  { key: '50', opacity: 0.5, label: 'Opacity 50' },
  { key: '10', opacity: 0.1, label: 'Opacity 10' },
  { key: '01', opacity: 0.01, label: 'Opacity 1' },
  { key: '0', opacity: 0, label: 'Opacity 0' },
];

export const cardId = (card: OpacityCard) => `opacity-${card.key}-card`;
export const buttonId = (card: OpacityCard) => `opacity-${card.key}-button`;

/** The line a click on a card's button shows. */
export function clickedMessage(card: OpacityCard): string {
  return `✓ You clicked the ${card.label} button!`;
}
