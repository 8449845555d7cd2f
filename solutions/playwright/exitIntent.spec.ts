// Exit intent: drive the raw mouse out of the viewport through its top edge to fire `mouseout`.
import { expect, test } from '@playwright/test';

test('leaving through the top opens the exit-intent modal', async ({ page }) => {
  await page.goto('/exitIntent');
  const status = page.getByRole('status');
  // Wait for the page to render before moving the mouse: its listener is attached by then.
  await expect(status).toHaveText('Exit-intent modal shown: 0 times');

  // Onto the top edge of the page, then out above it (a negative y is outside the viewport).
  await page.mouse.move(640, 5);
  await page.mouse.move(640, -10);

  const modal = page.getByRole('dialog', { name: 'Leaving so soon?' });
  await expect(modal).toBeVisible();
  await expect(status).toHaveText('Exit-intent modal shown: 1 times');

  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toBeHidden();
});

test('leaving through the bottom does nothing', async ({ page }) => {
  await page.goto('/exitIntent');
  const status = page.getByRole('status');
  await expect(status).toHaveText('Exit-intent modal shown: 0 times');
  const { height } = page.viewportSize()!;
  await page.mouse.move(640, height - 5);
  await page.mouse.move(640, height + 10);
  // Had that exit opened the modal, its backdrop would now block this button.
  await page.getByRole('button', { name: 'Open the modal without the mouse' }).click();
  await expect(page.getByRole('dialog', { name: 'Leaving so soon?' })).toBeVisible();
  await expect(status).toHaveText('Exit-intent modal shown: 1 times');
});
