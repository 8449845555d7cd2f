import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const pressed = (page: Page) => page.getByRole('status').filter({ hasText: /^You pressed: / });
const keyCode = (page: Page) => page.getByRole('status').filter({ hasText: /^Key code: / });

test('both lines are empty until a key is pressed', async ({ page }) => {
  await page.goto('/keyPresses');
  await expect(page.getByRole('textbox', { name: 'Key target' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(['', '']);
});

test('names Enter, letters, Space, modifiers and arrows with their codes', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/keyPresses');
  await page.getByRole('textbox', { name: 'Key target' }).focus();
  const cases: [string, string, string][] = [
    ['Enter', 'Enter', 'Enter'],
    ['a', 'a', 'KeyA'],
    ['Shift+A', 'A', 'KeyA'],
    ['Space', 'Space', 'Space'],
    ['Shift', 'Shift', 'ShiftLeft'],
    ['ArrowLeft', 'ArrowLeft', 'ArrowLeft'],
    ['Digit5', '5', 'Digit5'],
  ];
  for (const [press, key, code] of cases) {
    await page.keyboard.press(press);
    await expect(pressed(page)).toHaveText(`You pressed: ${key}`);
    await expect(keyCode(page)).toHaveText(`Key code: ${code}`);
  }
  expect(consoleErrors).toEqual([]);
});

test('characters still reach the field and the lines follow the last key', async ({ page }) => {
  await page.goto('/keyPresses');
  const field = page.getByRole('textbox', { name: 'Key target' });
  await field.pressSequentially('hi there');
  await expect(field).toHaveValue('hi there');
  await expect(pressed(page)).toHaveText('You pressed: e');
  await expect(keyCode(page)).toHaveText('Key code: KeyE');
});

test('keys count anywhere on the page and Tab still moves focus', async ({ page }) => {
  await page.goto('/keyPresses');
  const field = page.getByRole('textbox', { name: 'Key target' });
  // The heading is the frame's, there before the page listens: wait for the page itself.
  await expect(field).toBeVisible();
  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('x');
  await expect(pressed(page)).toHaveText('You pressed: x');

  await field.focus();
  await page.keyboard.press('Tab');
  await expect(field).not.toBeFocused();
  await expect(pressed(page)).toHaveText('You pressed: Tab');
  await expect(keyCode(page)).toHaveText('Key code: Tab');
});

test('a dead key is spelled out', async ({ page }) => {
  await page.goto('/keyPresses');
  // The page listens once it has rendered: dispatching earlier would go unheard.
  await expect(page.getByLabel('Key target')).toBeVisible();
  // Playwright cannot switch the keyboard layout, so the browser's own event stands in for it.
  await page.evaluate(() =>
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Dead', code: 'Quote' })),
  );
  await expect(pressed(page)).toHaveText('You pressed: Dead key');
  await expect(keyCode(page)).toHaveText('Key code: Quote');
});
