import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const VALUE = /^Value to copy: (PG-[A-Z2-9]{8})$/;

/** The value the page shows; waits for the page itself (its body is a lazy chunk). */
async function shownValue(page: Page): Promise<string> {
  const line = page.getByText(/^Value to copy:/);
  await expect(line).toHaveText(VALUE);
  return VALUE.exec(await line.innerText())![1]!;
}

const controls = (page: Page) => ({
  copy: page.getByRole('button', { name: 'Copy' }),
  newValue: page.getByRole('button', { name: 'New value' }),
  field: page.getByLabel('Paste here'),
  check: page.getByRole('button', { name: 'Check' }),
  status: page.getByRole('status'),
});

test.describe('with the clipboard permissions granted', () => {
  test.beforeEach(async ({ context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  });

  test('Copy, paste with the keyboard, Check: the pasted text matches', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/clipboard');
    const value = await shownValue(page);
    const { copy, field, check, status } = controls(page);
    await expect(status).toHaveText('');
    await copy.click();
    await expect(status).toHaveText('Copied to the clipboard.');
    // The clipboard itself holds the shown value.
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(value);

    await field.focus();
    await page.keyboard.press('ControlOrMeta+V');
    await expect(field).toHaveValue(value);
    await check.click();
    await expect(status).toHaveText('Match: the pasted text equals the value.');
    expect(consoleErrors).toEqual([]);
  });

  test('New value draws another value and clears the status; Check trims and compares', async ({
    page,
  }) => {
    await page.goto('/clipboard');
    const first = await shownValue(page);
    const { copy, newValue, field, check, status } = controls(page);
    await copy.click();
    await expect(status).toHaveText('Copied to the clipboard.');
    await newValue.click();
    await expect(page.getByText(first)).toHaveCount(0);
    await expect(status).toHaveText('');
    const second = await shownValue(page);

    // The clipboard still holds the first value: pasting it no longer matches.
    await field.focus();
    await page.keyboard.press('ControlOrMeta+V');
    await expect(field).toHaveValue(first);
    await check.click();
    await expect(status).toHaveText('No match: the pasted text differs from the value.');

    await field.fill(` \t${second}  `);
    await check.click();
    await expect(status).toHaveText('Match: the pasted text equals the value.');
    await field.fill(second.toLowerCase());
    await check.click();
    await expect(status).toHaveText('No match: the pasted text differs from the value.');
    await field.fill('');
    await check.click();
    await expect(status).toHaveText('No match: the pasted text differs from the value.');
  });
});

test('?seed= repeats the values, New value continuing the sequence', async ({ page }) => {
  const draws = async () => {
    await page.goto('/clipboard?seed=16');
    const first = await shownValue(page);
    await page.getByRole('button', { name: 'New value' }).click();
    await expect(page.getByText(first)).toHaveCount(0);
    return [first, await shownValue(page)];
  };
  const once = await draws();
  expect(await draws()).toEqual(once);
  await page.goto('/clipboard?seed=17');
  expect(await shownValue(page)).not.toBe(once[0]);
});

test('without the Clipboard API, Copy falls back to the copy command', async ({ page }) => {
  await page.addInitScript(() => {
    delete (Navigator.prototype as { clipboard?: Clipboard }).clipboard;
  });
  await page.goto('/clipboard');
  const value = await shownValue(page);
  expect(await page.evaluate(() => 'clipboard' in navigator)).toBe(false);
  const { copy, field, status } = controls(page);
  await copy.click();
  await expect(status).toHaveText('Copied to the clipboard.');
  // The hidden text area of the copy command is gone, and focus is back on Copy.
  await expect(page.locator('textarea')).toHaveCount(0);
  await expect(copy).toBeFocused();
  await field.focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(field).toHaveValue(value);
});

test('a refused write says why copying failed', async ({ page }) => {
  await page.addInitScript(() => {
    navigator.clipboard.writeText = () =>
      Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
  });
  await page.goto('/clipboard');
  await shownValue(page);
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByRole('status')).toHaveText('Copying failed: Write permission denied.');
});
