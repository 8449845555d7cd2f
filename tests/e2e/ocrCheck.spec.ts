import { OCR_IMAGE } from '../../src/lib/media';
import { expect, test } from './fixtures';

test('shows the image of printed text with its alt text, at its natural size', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/ocrCheck');
  const image = page.getByRole('img', { name: 'OCR Text Example' });
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('src', OCR_IMAGE.src);
  const natural = await image.evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    return { width: img.naturalWidth, height: img.naturalHeight };
  });
  expect(natural).toEqual({ width: OCR_IMAGE.width, height: OCR_IMAGE.height });
  const response = await page.request.get(OCR_IMAGE.src);
  expect(response.headers()['content-type']).toBe('image/png');
  expect(consoleErrors).toEqual([]);
});
