import { gotoWithTimeStopped } from './clock';
import { expect, test } from './fixtures';

test('counts down from 5 once a second, then reveals the OCR image', async ({
  page,
  consoleErrors,
}) => {
  await gotoWithTimeStopped(page, '/waitImage');
  await expect(page.getByText('In five seconds, the image will appear.')).toBeVisible();
  const image = page.getByRole('img', { name: 'OCR Text Example' });
  for (const n of [5, 4, 3, 2, 1]) {
    await expect(page.getByText(`The secret image will appear in ${n}...`)).toBeVisible();
    await expect(image).toHaveCount(0);
    await page.clock.runFor(1000);
  }
  await expect(image).toBeVisible();
  await expect(page.getByText(/The secret image will appear in/)).toHaveCount(0);
  await expect(image).toHaveAttribute('src', '/media/ocr-text.png');
  // The image has really loaded (it is not a broken link); it is shown at its set size before.
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  expect(consoleErrors).toEqual([]);
});
