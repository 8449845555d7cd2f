// Wait for an image: control the page's clock, then check the image really loaded.
import { expect, test } from '@playwright/test';

test('the secret image appears when the countdown ends', async ({ page }) => {
  // Fake the page's timers before it loads; time still flows until the test moves it.
  await page.clock.install();
  await page.goto('/waitImage');
  await expect(page.getByText(/The secret image will appear in \d\.\.\./)).toBeVisible();
  const image = page.getByRole('img', { name: 'OCR Text Example' });

  // Jump through the countdown with no real waiting. React sets each next one-second timer only
  // after it re-renders, so advance one second, wait for the new number, then the next second.
  for (let left = 5; left > 0; left--) {
    await page.clock.runFor(1000);
    await expect(page.getByText(`The secret image will appear in ${left}...`)).toHaveCount(0);
  }
  await expect(image).toBeVisible();
  await expect(page.getByText(/The secret image will appear in/)).toHaveCount(0);
  // A visible <img> can still be a broken link: a loaded image has a natural width.
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
});
