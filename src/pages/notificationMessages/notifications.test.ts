import { expect, it } from 'vitest';
import { createRandom } from '../../lib/random';
import { drawNotification, NOTIFICATIONS } from './notifications';

const draws = (seed: number, count: number) => {
  const random = createRandom(seed);
  return Array.from({ length: count }, () => drawNotification(random).text);
};

it('offers the three messages with their colours', () => {
  expect(NOTIFICATIONS).toEqual([
    { text: 'The action succeeded.', variant: 'success' },
    { text: 'The action failed. Please try again.', variant: 'danger' },
    { text: 'The action is still in progress.', variant: 'info' },
  ]);
});

it('repeats the same sequence for the same seed', () => {
  expect(draws(7, 10)).toEqual(draws(7, 10));
});

it('draws each message about a third of the time, repeats included', () => {
  const texts = draws(12345, 3000);
  for (const { text } of NOTIFICATIONS) {
    const share = texts.filter((t) => t === text).length / texts.length;
    expect(share).toBeGreaterThan(0.3);
    expect(share).toBeLessThan(0.37);
  }
  const repeats = texts.filter((t, i) => i > 0 && t === texts[i - 1]).length;
  expect(repeats / (texts.length - 1)).toBeGreaterThan(0.3);
});
