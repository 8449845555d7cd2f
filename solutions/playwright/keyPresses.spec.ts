// Keyboard input: page.keyboard.press sends real key events; read back the key and its code.
import { expect, test } from '@playwright/test';

test('the page names each key pressed', async ({ page }) => {
  await page.goto('/keyPresses');
  await page.getByLabel('Key target').focus();

  await page.keyboard.press('Enter');
  await expect(page.getByText(/^You pressed: /)).toHaveText('You pressed: Enter');

  await page.keyboard.press('a');
  await expect(page.getByText(/^You pressed: /)).toHaveText('You pressed: a');
  await expect(page.getByText(/^Key code: /)).toHaveText('Key code: KeyA');

  // A modifier pressed alone is a key press too.
  await page.keyboard.press('Shift');
  await expect(page.getByText(/^You pressed: /)).toHaveText('You pressed: Shift');
});
