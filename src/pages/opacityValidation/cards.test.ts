import { describe, expect, it } from 'vitest';
import { buttonId, cardId, clickedMessage, OPACITY_CARDS } from './cards';

describe('the opacity cards', () => {
  it('are five, from opaque to transparent, with the ids testers look for', () => {
    expect(OPACITY_CARDS.map((card) => [cardId(card), buttonId(card), card.opacity])).toEqual([
      ['opacity-100-card', 'opacity-100-button', 1],
      ['opacity-50-card', 'opacity-50-button', 0.5],
      ['opacity-10-card', 'opacity-10-button', 0.1],
      ['opacity-01-card', 'opacity-01-button', 0.01],
      ['opacity-0-card', 'opacity-0-button', 0],
    ]);
  });

  it('name the clicked button in the message', () => {
    expect(OPACITY_CARDS.map(clickedMessage)).toEqual([
      '✓ You clicked the Opacity 100 button!',
      '✓ You clicked the Opacity 50 button!',
      '✓ You clicked the Opacity 10 button!',
      '✓ You clicked the Opacity 1 button!',
      '✓ You clicked the Opacity 0 button!',
    ]);
  });
});
