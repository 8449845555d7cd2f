import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const slider = (page: Page) => page.getByRole('slider', { name: 'Slider' });
const value = (page: Page) => page.getByText(/^Value: /);

test('starts at 0 on a 0-5 range in half steps', async ({ page }) => {
  await page.goto('/horizontalSlider');
  await expect(slider(page)).toHaveValue('0');
  await expect(slider(page)).toHaveAttribute('min', '0');
  await expect(slider(page)).toHaveAttribute('max', '5');
  await expect(slider(page)).toHaveAttribute('step', '0.5');
  await expect(value(page)).toHaveText('Value: 0');
});

test('the arrow keys, Home and End move it and the text follows each key', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/horizontalSlider');
  await slider(page).focus();
  for (const expected of ['0.5', '1', '1.5']) {
    await page.keyboard.press('ArrowRight');
    await expect(value(page)).toHaveText(`Value: ${expected}`);
  }
  await page.keyboard.press('End');
  await expect(value(page)).toHaveText('Value: 5');
  await page.keyboard.press('ArrowRight');
  await expect(value(page)).toHaveText('Value: 5');
  await page.keyboard.press('ArrowLeft');
  await expect(value(page)).toHaveText('Value: 4.5');
  await page.keyboard.press('ArrowDown');
  await expect(value(page)).toHaveText('Value: 4');
  await page.keyboard.press('ArrowUp');
  await expect(value(page)).toHaveText('Value: 4.5');
  await page.keyboard.press('Home');
  await expect(value(page)).toHaveText('Value: 0');
  await expect(slider(page)).toHaveValue('0');
  expect(consoleErrors).toEqual([]);
});

test('the text follows the mouse while dragging, not only on release', async ({ page }) => {
  await page.goto('/horizontalSlider');
  const box = (await slider(page).boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 2, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, y, { steps: 5 });
  await expect(value(page)).not.toHaveText('Value: 0');
  const midway = await value(page).textContent();
  expect(['Value: 2', 'Value: 2.5', 'Value: 3']).toContain(midway);
  await page.mouse.move(box.x + box.width - 1, y, { steps: 5 });
  await expect(value(page)).toHaveText('Value: 5');
  await page.mouse.up();
  await expect(slider(page)).toHaveValue('5');
});
