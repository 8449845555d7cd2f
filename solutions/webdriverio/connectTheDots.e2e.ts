// Canvas drawing: a pointer action presses and glides through points offset from the canvas's centre.
import { $, browser, expect } from '@wdio/globals';

// The triangle's dots on the 400 x 400 canvas, as offsets from its centre (an element origin
// measures from the centre): top, bottom right, bottom left.
const TRIANGLE = [
  { x: 0, y: -150 },
  { x: 130, y: 75 },
  { x: -130, y: 75 },
];

describe('Connect the dots', () => {
  it('draws the triangle and closes the path', async () => {
    await browser.url('/connectTheDots');
    // A canvas has no elements inside: reach it by its accessible name, then work in pixels.
    const canvas = await $('aria/3 dots in a triangle');
    const status = $('[role="status"]');
    await expect(status).toHaveText('Connected 0 of 3 dots');

    // The canvas may be shown smaller than 400 px: scale the offsets to its size on the page.
    const scale = (await canvas.getSize('width')) / 400;
    const [first, ...rest] = TRIANGLE.map(({ x, y }) => ({
      origin: canvas,
      x: Math.round(x * scale),
      y: Math.round(y * scale),
    }));

    const drag = browser.action('pointer').move(first!).down();
    // A move with a duration passes through the points in between, as a hand would.
    for (const dot of rest) drag.move({ ...dot, duration: 150 });
    // perform(true) keeps the button pressed for the next action.
    await drag.perform(true);
    await expect(status).toHaveText('Connected 3 of 3 dots');

    // Back to the first dot closes the path.
    await browser
      .action('pointer')
      .move({ ...first!, duration: 150 })
      .up()
      .perform();
    await expect(status).toHaveText('Path closed');
  });
});
