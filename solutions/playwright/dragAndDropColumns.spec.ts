// Drag and Drop Columns: native HTML5 drag and drop, with the tool's drag command or scripted events.
import { expect, test } from '@playwright/test';

test('dragTo swaps the two boxes', async ({ page }) => {
  await page.goto('/dragAndDropColumns');
  await page.locator('#column-a').dragTo(page.locator('#column-b'));
  // The boxes keep their ids; their headers swap.
  await expect(page.locator('#column-a')).toHaveText('B');
  await expect(page.getByRole('status')).toHaveText('Order: B, A');
});

test('dispatching the drag events from a script swaps them too', async ({ page }) => {
  await page.goto('/dragAndDropColumns');
  await expect(page.locator('#column-a')).toHaveText('A');
  // One DataTransfer shared by every event, as in a real drag.
  const dataTransfer = await page.evaluateHandle(() => new DataTransfer());
  await page.locator('#column-a').dispatchEvent('dragstart', { dataTransfer });
  await page.locator('#column-b').dispatchEvent('dragenter', { dataTransfer });
  await page.locator('#column-b').dispatchEvent('dragover', { dataTransfer });
  await page.locator('#column-b').dispatchEvent('drop', { dataTransfer });
  await page.locator('#column-a').dispatchEvent('dragend', { dataTransfer });
  await expect(page.locator('#column-a')).toHaveText('B');
  await expect(page.getByRole('status')).toHaveText('Order: B, A');
});
