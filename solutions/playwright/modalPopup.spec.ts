// Modal dialogs: find each modal by its role and name, act inside it, and check it closes.
import { expect, test } from '@playwright/test';

test('opens the first modal, moves to the second and closes it', async ({ page }) => {
  await page.goto('/modalPopup');
  await page.getByRole('button', { name: 'Open first modal' }).click();

  // A modal is a dialog named by its title: scope every locator to it.
  const first = page.getByRole('dialog', { name: 'First modal' });
  await expect(first).toBeVisible();
  await first.getByRole('button', { name: 'Open second modal' }).click();

  // The first modal closes itself as the second opens.
  const second = page.getByRole('dialog', { name: 'Second modal' });
  await expect(second).toBeVisible();
  await expect(first).toBeHidden();

  await second.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Focus goes back to the button that opened the modal.
  await expect(page.getByRole('button', { name: 'Open first modal' })).toBeFocused();
});

test('Escape closes a modal', async ({ page }) => {
  await page.goto('/modalPopup');
  await page.getByRole('button', { name: 'Open first modal' }).click();
  await expect(page.getByRole('dialog', { name: 'First modal' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
