import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const opener = (page: Page) => page.getByRole('button', { name: 'Open first modal' });
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

/**
 * Tabs forwards and backwards through more stops than the dialog has: focus always comes back
 * inside it (the modal moves a focus that escapes back into the dialog on the next task).
 */
async function expectFocusTrapped(page: Page, name: string) {
  const focusInside = () => dialog(page, name).evaluate((d) => d.contains(document.activeElement));
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    await expect.poll(focusInside).toBe(true);
  }
}

test('the first modal opens, traps focus and its close button returns focus to the opener', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/modalPopup');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await opener(page).click();
  const first = dialog(page, 'First modal');
  await expect(first).toBeVisible();
  await expect(first.getByRole('button', { name: 'Open second modal' })).toBeVisible();
  await expectFocusTrapped(page, 'First modal');
  await first.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(opener(page)).toBeFocused();
  expect(consoleErrors).toEqual([]);
});

test('the first opens the second and closes itself; the second goes back to the first', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/modalPopup');
  await opener(page).click();
  await dialog(page, 'First modal').getByRole('button', { name: 'Open second modal' }).click();
  const second = dialog(page, 'Second modal');
  await expect(second).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expectFocusTrapped(page, 'Second modal');

  await second.getByRole('button', { name: 'Back to first' }).click();
  await expect(dialog(page, 'First modal')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);

  await dialog(page, 'First modal').getByRole('button', { name: 'Open second modal' }).click();
  await second.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(opener(page)).toBeFocused();
  expect(consoleErrors).toEqual([]);
});

test('Escape closes a modal and focus returns to the opener', async ({ page, consoleErrors }) => {
  await page.goto('/modalPopup');
  await opener(page).focus();
  await page.keyboard.press('Enter');
  await expect(dialog(page, 'First modal')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(opener(page)).toBeFocused();
  expect(consoleErrors).toEqual([]);
});
