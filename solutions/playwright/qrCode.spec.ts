// Generated images: check a QR code appears at the right size and changes with the typed text.
import { expect, test } from '@playwright/test';

test('Generate draws a 256 px QR code for the typed text and clears the input', async ({
  page,
}) => {
  await page.goto('/qrCode');
  const input = page.getByLabel('Text to encode');
  const code = page.getByRole('img', { name: 'QR code' });

  // Types a text, generates its code and returns the drawing (the SVG's markup).
  const generate = async (text: string) => {
    await input.fill(text);
    await page.getByRole('button', { name: 'Generate' }).click();
    await expect(page.getByText('Your QR Code:')).toBeVisible();
    await expect(input).toHaveValue('');
    return code.innerHTML();
  };

  const hello = await generate('Hello, testers!');
  await expect(code).toHaveAttribute('width', '256');
  await expect(code).toHaveAttribute('height', '256');
  // Reading the text back needs a QR decoder library (jsQR, for one) on a screenshot. Without
  // one: another text draws another code, and the same text the same code again.
  expect(await generate('Goodbye')).not.toBe(hello);
  expect(await generate('Hello, testers!')).toBe(hello);
});
