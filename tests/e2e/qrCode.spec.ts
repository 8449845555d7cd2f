import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { Locator } from '@playwright/test';
import { expect, MARKUP_INPUT, test } from './fixtures';

/** The text a rendered QR code encodes, read from a screenshot of it. */
async function decode(code: Locator): Promise<string | undefined> {
  const png = PNG.sync.read(await code.screenshot());
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

test('Generate shows a 256 px QR code of the typed text and clears the input', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/qrCode');
  await expect(page.getByText('Your QR Code:')).toHaveCount(0);
  const input = page.getByLabel('Text to encode');
  await input.fill('Hello, testers! 123');
  await page.getByRole('button', { name: 'Generate' }).click();

  await expect(page.getByText('Your QR Code:')).toBeVisible();
  await expect(input).toHaveValue('');
  const code = page.getByRole('img', { name: 'QR code' });
  await expect(code).toHaveAttribute('width', '256');
  await expect(code).toHaveAttribute('height', '256');
  expect(await decode(code)).toBe('Hello, testers! 123');

  await input.fill('https://example.com/a?b=c');
  await input.press('Enter');
  await expect(input).toHaveValue('');
  await expect.poll(() => decode(code)).toBe('https://example.com/a?b=c');
  expect(consoleErrors).toEqual([]);
});

test('decodes in the dark theme too', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/qrCode');
  await page.getByLabel('Text to encode').fill('dark');
  await page.getByRole('button', { name: 'Generate' }).click();
  expect(await decode(page.getByRole('img', { name: 'QR code' }))).toBe('dark');
});

test('encodes typed markup literally and runs no script', async ({
  page,
  consoleErrors,
  dialogs,
}) => {
  await page.goto('/qrCode');
  await page.getByLabel('Text to encode').fill(MARKUP_INPUT);
  await page.getByRole('button', { name: 'Generate' }).click();
  expect(await decode(page.getByRole('img', { name: 'QR code' }))).toBe(MARKUP_INPUT);
  await expect(page.locator('main img')).toHaveCount(0);
  expect(dialogs).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('Generate with an empty input encodes the empty text', async ({ page, consoleErrors }) => {
  await page.goto('/qrCode');
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByText('Your QR Code:')).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
