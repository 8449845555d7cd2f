import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

const columns = (page: Page) => ({
  a: page.locator('#column-a'),
  b: page.locator('#column-b'),
  status: page.getByRole('status'),
});

/** Presses the mouse on `source` and moves it onto `target` step by step: a native drag starts. */
async function dragOver(page: Page, source: Locator, target: Locator) {
  await source.hover();
  await page.mouse.down();
  const box = (await target.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 4, { steps: 5 });
}

test.beforeEach(async ({ page }) => {
  await page.goto('/dragAndDropColumns');
  // The page's own box, before any event is sent (the page body is a lazy chunk).
  await expect(page.locator('#column-a')).toHaveText('A');
});

test('two 150 × 150 boxes A and B side by side, and the order', async ({ page }) => {
  const { a, b, status } = columns(page);
  await expect(b).toHaveText('B');
  await expect(status).toHaveText('Order: A, B');
  for (const box of [a, b]) {
    await expect(box).toHaveCSS('width', '150px');
    await expect(box).toHaveCSS('height', '150px');
    await expect(box).toHaveAttribute('draggable', 'true');
  }
  const [boxA, boxB] = [(await a.boundingBox())!, (await b.boundingBox())!];
  expect(boxB.y).toBe(boxA.y);
  expect(boxB.x).toBeGreaterThan(boxA.x + boxA.width);
});

test('a real drag of A onto B swaps the headers, not the boxes', async ({
  page,
  consoleErrors,
}) => {
  const { a, b, status } = columns(page);
  await a.dragTo(b);
  await expect(a).toHaveText('B');
  await expect(b).toHaveText('A');
  await expect(status).toHaveText('Order: B, A');

  await page.dragAndDrop('#column-b', '#column-a');
  await expect(a).toHaveText('A');
  await expect(status).toHaveText('Order: A, B');
  expect(consoleErrors).toEqual([]);
});

test('while dragging, the source fades to 40 % and the box under the pointer is dashed', async ({
  page,
}) => {
  const { a, b, status } = columns(page);
  await expect(b).toHaveCSS('border-top-style', 'solid');
  await dragOver(page, a, b);
  await expect(a).toHaveClass(/\bdnd-dragging\b/);
  await expect(a).toHaveCSS('opacity', '0.4');
  await expect(b).toHaveClass(/\bdnd-over\b/);
  await expect(b).toHaveCSS('border-top-style', 'dashed');
  await expect(a).toHaveCSS('border-top-style', 'solid');
  await page.mouse.up();
  await expect(a).toHaveCSS('opacity', '1');
  await expect(b).toHaveCSS('border-top-style', 'solid');
  await expect(status).toHaveText('Order: B, A');
});

test('dropping a box on itself changes nothing', async ({ page }) => {
  const { a, b, status } = columns(page);
  // A real drag that leaves A and comes back: the drag visibly ran, the drop changes nothing.
  await dragOver(page, a, b);
  await expect(a).toHaveCSS('opacity', '0.4');
  await a.hover({ position: { x: 75, y: 120 } });
  await expect(a).toHaveClass(/\bdnd-over\b/);
  await page.mouse.up();
  await expect(a).toHaveCSS('opacity', '1');
  await expect(a).toHaveText('A');
  await expect(b).toHaveText('B');
  await expect(status).toHaveText('Order: A, B');
});

test.describe('the scripted-events route (for tools whose mouse starts no native drag)', () => {
  /** Dispatches a whole drag from `source` to `target`, every event sharing one DataTransfer. */
  async function scriptedDrag(page: Page, source: Locator, target: Locator) {
    const dataTransfer = await page.evaluateHandle(() => new DataTransfer());
    await source.dispatchEvent('dragstart', { dataTransfer });
    await target.dispatchEvent('dragenter', { dataTransfer });
    await target.dispatchEvent('dragover', { dataTransfer });
    await target.dispatchEvent('drop', { dataTransfer });
    await source.dispatchEvent('dragend', { dataTransfer });
    return dataTransfer;
  }

  test('dragstart, dragenter, dragover, drop, dragend swap the boxes', async ({ page }) => {
    const { a, b, status } = columns(page);
    const dataTransfer = await scriptedDrag(page, a, b);
    await expect(a).toHaveText('B');
    await expect(b).toHaveText('A');
    await expect(status).toHaveText('Order: B, A');
    // The page put the dragged box's id on the shared DataTransfer, as a real drag carries it.
    expect(await dataTransfer.evaluate((d) => d.getData('text/plain'))).toBe('column-a');

    await scriptedDrag(page, b, a);
    await expect(status).toHaveText('Order: A, B');
  });

  test('the visuals follow the events, and end with dragend', async ({ page }) => {
    const { a, b } = columns(page);
    const dataTransfer = await page.evaluateHandle(() => new DataTransfer());
    await a.dispatchEvent('dragstart', { dataTransfer });
    await b.dispatchEvent('dragenter', { dataTransfer });
    await expect(a).toHaveCSS('opacity', '0.4');
    await expect(b).toHaveCSS('border-top-style', 'dashed');
    await a.dispatchEvent('dragend', { dataTransfer });
    await expect(a).toHaveCSS('opacity', '1');
    await expect(b).toHaveCSS('border-top-style', 'solid');
    await expect(page.getByRole('status')).toHaveText('Order: A, B');
  });

  test('a drop on the dragged box itself changes nothing', async ({ page }) => {
    const { a, b, status } = columns(page);
    await scriptedDrag(page, a, a);
    await expect(a).toHaveCSS('opacity', '1');
    await expect(status).toHaveText('Order: A, B');
    // The same events onto the other box do swap.
    await scriptedDrag(page, b, a);
    await expect(status).toHaveText('Order: B, A');
  });

  test('a drop without a drag started on a box changes nothing', async ({ page }) => {
    await page.locator('#column-b').dispatchEvent('drop');
    await expect(page.locator('#column-b')).toHaveText('B');
    await expect(page.getByRole('status')).toHaveText('Order: A, B');
  });
});

test('each box is focusable, and Enter or Space on it swaps the two', async ({ page }) => {
  const { a, b, status } = columns(page);
  await page.getByText('Drag a box onto the other').click();
  await page.keyboard.press('Tab');
  await expect(a).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(a).toHaveText('B');
  await expect(status).toHaveText('Order: B, A');
  await page.keyboard.press('Tab');
  await expect(b).toBeFocused();
  await page.keyboard.press('Space');
  await expect(status).toHaveText('Order: A, B');
  await page.keyboard.press('Shift+Tab');
  await expect(a).toBeFocused();
  await page.keyboard.press('Space');
  await expect(status).toHaveText('Order: B, A');
});
