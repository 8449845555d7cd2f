import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const VALUE = /^Value to copy: (PG-[A-Z2-9]{8})$/;

async function shownValue(page: Page): Promise<string> {
  const line = await page.getByText(/^Value to copy:/).innerText();
  return VALUE.exec(line)![1]!;
}

test('Copy, paste with the keyboard, Check: the pasted text matches', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/clipboard');
  await expect(page.getByText(VALUE)).toBeVisible();
  const value = await shownValue(page);
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByRole('status')).toHaveText('Copied to the clipboard.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(value);

  await page.getByLabel('Paste here').focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(page.getByLabel('Paste here')).toHaveValue(value);
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByRole('status')).toHaveText('Match: the pasted text equals the value.');
  expect(consoleErrors).toEqual([]);
});

test('New value draws another value and clears the status; the old one no longer matches', async ({
  page,
}) => {
  await page.goto('/clipboard');
  const first = await shownValue(page);
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByRole('status')).toHaveText('Copied to the clipboard.');
  await page.getByRole('button', { name: 'New value' }).click();
  await expect(page.getByRole('status')).toHaveText('');
  const second = await shownValue(page);
  expect(second).not.toBe(first);
  await page.getByLabel('Paste here').fill(`  ${first}  `);
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'No match: the pasted text differs from the value.',
  );
  await page.getByLabel('Paste here').fill(` ${second} `);
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByRole('status')).toHaveText('Match: the pasted text equals the value.');
});

test('?seed= repeats the values, New value included', async ({ page }) => {
  const draws = async () => {
    await page.goto('/clipboard?seed=16');
    const first = await shownValue(page);
    await page.getByRole('button', { name: 'New value' }).click();
    await expect(page.getByText(first)).toHaveCount(0);
    return [first, await shownValue(page)];
  };
  expect(await draws()).toEqual(await draws());
});

test('without the Clipboard API, Copy falls back to the copy command', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined });
  });
  await page.goto('/clipboard');
  const value = await shownValue(page);
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByRole('status')).toHaveText('Copied to the clipboard.');
  await expect(page.getByRole('button', { name: 'Copy' })).toBeFocused();
  await page.getByLabel('Paste here').focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(page.getByLabel('Paste here')).toHaveValue(value);
});

test('a refused write says why copying failed', async ({ page }) => {
  await page.addInitScript(() => {
    navigator.clipboard.writeText = () =>
      Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
  });
  await page.goto('/clipboard');
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByRole('status')).toHaveText('Copying failed: Write permission denied.');
});
