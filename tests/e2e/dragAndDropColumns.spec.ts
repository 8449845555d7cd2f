import { expect, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/dragAndDropColumns');
});

test('a real drag of A onto B swaps the headers, not the boxes', async ({
  page,
  consoleErrors,
}) => {
  const columnA = page.locator('#column-a');
  const columnB = page.locator('#column-b');
  await expect(columnA).toHaveText('A');
  await expect(columnB).toHaveText('B');
  await expect(page.getByRole('status')).toHaveText('Order: A, B');
  await expect(columnA).toHaveCSS('width', '150px');
  await expect(columnA).toHaveCSS('height', '150px');

  await columnA.dragTo(columnB);
  await expect(columnA).toHaveText('B');
  await expect(columnB).toHaveText('A');
  await expect(page.getByRole('status')).toHaveText('Order: B, A');

  await columnB.dragTo(columnA);
  await expect(page.getByRole('status')).toHaveText('Order: A, B');
  expect(consoleErrors).toEqual([]);
});

test('while dragging, the source fades and the box under the pointer is dashed', async ({
  page,
}) => {
  const columnA = page.locator('#column-a');
  const columnB = page.locator('#column-b');
  await columnA.hover();
  await page.mouse.down();
  const b = (await columnB.boundingBox())!;
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 5 });
  await expect(columnA).toHaveCSS('opacity', '0.4');
  await expect(columnB).toHaveCSS('border-top-style', 'dashed');
  await page.mouse.up();
  await expect(columnA).toHaveCSS('opacity', '1');
  await expect(columnB).toHaveCSS('border-top-style', 'solid');
  await expect(page.getByRole('status')).toHaveText('Order: B, A');
});

test('dropping a box on itself changes nothing', async ({ page }) => {
  const columnA = page.locator('#column-a');
  await columnA.dragTo(columnA, { targetPosition: { x: 100, y: 100 } });
  await expect(columnA).toHaveText('A');
  await expect(page.getByRole('status')).toHaveText('Order: A, B');
});

test('dispatching the drag-and-drop events from a script swaps the boxes', async ({ page }) => {
  // The route for tools whose mouse cannot start a native drag (Selenium's actions).
  await expect(page.locator('#column-a')).toHaveText('A');
  await page.evaluate(() => {
    const source = document.getElementById('column-a')!;
    const target = document.getElementById('column-b')!;
    const dataTransfer = new DataTransfer();
    const fire = (element: Element, type: string) =>
      element.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));
    fire(source, 'dragstart');
    fire(target, 'dragenter');
    fire(target, 'dragover');
    fire(target, 'drop');
    fire(source, 'dragend');
  });
  await expect(page.locator('#column-a')).toHaveText('B');
  await expect(page.getByRole('status')).toHaveText('Order: B, A');
});

test('a drop without a drag started on a box changes nothing', async ({ page }) => {
  await page.locator('#column-b').dispatchEvent('drop');
  await expect(page.getByRole('status')).toHaveText('Order: A, B');
});

test('Enter or Space on a focused box swaps the two', async ({ page }) => {
  await page.getByText('Drag a box onto the other').click();
  await page.keyboard.press('Tab');
  await expect(page.locator('#column-a')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText('Order: B, A');
  await page.keyboard.press('Tab');
  await expect(page.locator('#column-b')).toBeFocused();
  await page.keyboard.press(' ');
  await expect(page.getByRole('status')).toHaveText('Order: A, B');
});
