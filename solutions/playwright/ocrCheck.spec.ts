// Images of text: check the image really loaded, and capture it as a file for an OCR engine.
import { expect, test } from '@playwright/test';

test('the text image loads and can be captured for OCR', async ({ page }, testInfo) => {
  await page.goto('/ocrCheck');
  const image = page.getByRole('img', { name: 'OCR Text Example' });
  await expect(image).toBeVisible();
  // A visible <img> can still be a broken one: naturalWidth stays 0 until the picture decodes.
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]))
    .toEqual([640, 200]);

  // Save what the user sees. An OCR engine reads it from there, for example Tesseract:
  // `tesseract ocr.png -` prints its lines, from "Automation Playground" to "and 7 oranges."
  const file = testInfo.outputPath('ocr.png');
  const png = await image.screenshot({ path: file });
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
});
