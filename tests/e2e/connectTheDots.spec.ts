import type { Page } from '@playwright/test';
import { CANVAS_SIZE, layout } from '../../src/pages/connectTheDots/dots';
import { EDGE_COLOR } from '../../src/pages/connectTheDots/draw';
import { expect, test } from './fixtures';

const canvasOf = (page: Page) => page.getByRole('img', { name: /dots in a/ });
const status = (page: Page) => page.getByRole('status');

/** Page coordinates of each dot of a `count` layout on the shown canvas. */
async function dotPositions(page: Page, count: number) {
  const box = (await canvasOf(page).boundingBox())!;
  const scale = box.width / CANVAS_SIZE;
  return layout(count).map((d) => ({ x: box.x + d.x * scale, y: box.y + d.y * scale }));
}

/** Whether the canvas pixel halfway between two dots has the edge colour (allowing antialiasing). */
async function edgeDrawnBetween(page: Page, count: number, from: number, to: number) {
  const [a, b] = [layout(count)[from]!, layout(count)[to]!];
  const pixel = await canvasOf(page).evaluate(
    (canvas: HTMLCanvasElement, mid) => [
      ...canvas.getContext('2d')!.getImageData(mid.x, mid.y, 1, 1).data.slice(0, 3),
    ],
    { x: Math.round((a.x + b.x) / 2), y: Math.round((a.y + b.y) / 2) },
  );
  const edge = [1, 3, 5].map((i) => parseInt(EDGE_COLOR.slice(i, i + 2), 16));
  return pixel.every((channel, i) => Math.abs(channel - edge[i]!) <= 24);
}

/** Presses on the first dot of `order` and drags through the rest with real mouse moves. */
async function drawPath(page: Page, count: number, order: number[]) {
  const dots = await dotPositions(page, count);
  await page.mouse.move(dots[order[0]!]!.x, dots[order[0]!]!.y);
  await page.mouse.down();
  for (const i of order.slice(1)) await page.mouse.move(dots[i]!.x, dots[i]!.y, { steps: 8 });
}

test.describe('/connectTheDots', () => {
  test('a 400x400 canvas: draw the triangle and close the path', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/connectTheDots');
    const canvas = canvasOf(page);
    await expect(canvas).toHaveAccessibleName('3 dots in a triangle');
    await expect(canvas).toHaveAccessibleDescription(/drag through every other dot/);
    await expect(canvas).toHaveAttribute('width', '400');
    await expect(canvas).toHaveAttribute('height', '400');
    await expect(status(page)).toHaveText('Connected 0 of 3 dots');

    await drawPath(page, 3, [0, 1]);
    await expect(status(page)).toHaveText('Connected 2 of 3 dots');
    expect(await edgeDrawnBetween(page, 3, 0, 1)).toBe(true);
    const dots = await dotPositions(page, 3);
    await page.mouse.move(dots[2]!.x, dots[2]!.y, { steps: 8 });
    await expect(status(page)).toHaveText('Connected 3 of 3 dots');
    await page.mouse.move(dots[0]!.x, dots[0]!.y, { steps: 8 });
    await expect(status(page)).toHaveText('Path closed');
    await page.mouse.up();
    expect(await edgeDrawnBetween(page, 3, 2, 0)).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  test('mouse up or leaving the canvas cancels the drag', async ({ page, consoleErrors }) => {
    await page.goto('/connectTheDots');
    const dots = await dotPositions(page, 3);
    await drawPath(page, 3, [0, 1]);
    await page.mouse.up();
    await page.mouse.move(dots[2]!.x, dots[2]!.y, { steps: 8 });
    await expect(status(page)).toHaveText('Connected 2 of 3 dots');

    await drawPath(page, 3, [1]);
    await expect(status(page)).toHaveText('Connected 1 of 3 dots');
    const box = (await canvasOf(page).boundingBox())!;
    await page.mouse.move(box.x - 30, box.y - 30, { steps: 4 });
    await page.mouse.move(dots[2]!.x, dots[2]!.y, { steps: 8 });
    await expect(status(page)).toHaveText('Connected 1 of 3 dots');
    await page.mouse.up();

    // A press away from every dot starts nothing.
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(dots[0]!.x, dots[0]!.y, { steps: 8 });
    await page.mouse.up();
    await expect(status(page)).toHaveText('Connected 1 of 3 dots');
    expect(consoleErrors).toEqual([]);
  });

  test('"Connect more dots" gives a hexagon to draw; "Connect less dots" returns to 3', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/connectTheDots');
    await drawPath(page, 3, [0, 1]);
    await page.mouse.up();
    await page.getByRole('button', { name: 'Connect more dots' }).click();
    await expect(canvasOf(page)).toHaveAccessibleName('6 dots in a hexagon');
    await expect(status(page)).toHaveText('Connected 0 of 6 dots');

    await drawPath(page, 6, [0, 1, 2, 3, 4, 5]);
    await expect(status(page)).toHaveText('Connected 6 of 6 dots');
    const dots = await dotPositions(page, 6);
    await page.mouse.move(dots[0]!.x, dots[0]!.y, { steps: 8 });
    await expect(status(page)).toHaveText('Path closed');
    await page.mouse.up();

    await page.getByRole('button', { name: 'Connect less dots' }).click();
    await expect(canvasOf(page)).toHaveAccessibleName('3 dots in a triangle');
    await expect(status(page)).toHaveText('Connected 0 of 3 dots');
    await expect(page.getByRole('button', { name: 'Connect more dots' })).toBeVisible();
    expect(await edgeDrawnBetween(page, 3, 0, 1)).toBe(false);
    expect(consoleErrors).toEqual([]);
  });
});
