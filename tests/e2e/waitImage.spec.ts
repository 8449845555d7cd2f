import { gotoWithTimeStopped } from './clock';
import { DESKTOP_VIEWPORT, expect, layoutShifts, PHONE_VIEWPORT, test } from './fixtures';

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

test('the image moves nothing when it comes, on a phone as on a desktop', async ({
  browser,
  baseURL,
}) => {
  for (const viewport of [PHONE_VIEWPORT, DESKTOP_VIEWPORT]) {
    const page = await browser.newPage({ baseURL, viewport });
    await gotoWithTimeStopped(page, '/waitImage');
    await expect(page.getByText('How to automate this page')).toBeVisible();
    for (const n of [4, 3, 2, 1]) {
      await page.clock.runFor(1000);
      await expect(page.getByText(`The secret image will appear in ${n}...`)).toBeVisible();
    }
    await page.clock.runFor(1000);
    const image = page.getByRole('img', { name: 'OCR Text Example' });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
    // The shifts are read after 200 ms of the page's own (held) time.
    const shifts = layoutShifts(page);
    await page.clock.runFor(200);
    expect(await shifts, `${viewport.width} px wide`).toEqual([]);
    await page.close();
  }
});
