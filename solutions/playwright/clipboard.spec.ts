// Clipboard: grant the clipboard permissions, copy, paste with the keyboard and read the clipboard.
import { expect, test } from '@playwright/test';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('the pasted value matches the copied one', async ({ page }) => {
  await page.goto('/clipboard');
  const line = await page.getByText(/^Value to copy: PG-/).innerText();
  const value = line.replace('Value to copy: ', '');
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByRole('status')).toHaveText('Copied to the clipboard.');
  // The page's own clipboard holds the value.
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(value);
  await page.getByLabel('Paste here').focus();
  await page.keyboard.press('ControlOrMeta+V');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByRole('status')).toHaveText('Match: the pasted text equals the value.');
});
