// Canvas drawing: drag the mouse through points computed from the canvas's own box.
import { expect, test } from '@playwright/test';

// Where the triangle's dots sit on the 400 x 400 canvas: top, bottom right, bottom left.
const TRIANGLE = [
  { x: 200, y: 50 },
  { x: 330, y: 275 },
  { x: 70, y: 275 },
];

test('draws the triangle and closes the path', async ({ page }) => {
  await page.goto('/connectTheDots');
  // A canvas has no elements inside: reach it by its role and name, then work in pixels.
  const canvas = page.getByRole('img', { name: '3 dots in a triangle' });
  const status = page.getByRole('status');
  await expect(status).toHaveText('Connected 0 of 3 dots');

  // The canvas may be shown smaller than 400 px: scale the dots to its box on the page.
  const box = (await canvas.boundingBox())!;
  const scale = box.width / 400;
  const [first, ...rest] = TRIANGLE.map((dot) => ({
    x: box.x + dot.x * scale,
    y: box.y + dot.y * scale,
  }));

  await page.mouse.move(first!.x, first!.y);
  await page.mouse.down();
  for (const dot of rest) await page.mouse.move(dot.x, dot.y, { steps: 8 });
  await expect(status).toHaveText('Connected 3 of 3 dots');
  // Back to the first dot closes the path.
  await page.mouse.move(first!.x, first!.y, { steps: 8 });
  await page.mouse.up();
  await expect(status).toHaveText('Path closed');
});
