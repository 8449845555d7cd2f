// Zoom Level: change the device scale factor through the Chrome DevTools Protocol and read the result.
import { expect, test } from '@playwright/test';

test('shows 100% at load and 125% after zooming to 125 %', async ({ page }) => {
  await page.goto('/zoomLevel');
  const percent = page.getByTestId('zoom-percent');
  await expect(percent).toHaveText('100%');

  // A browser zoom to 125 % raises devicePixelRatio to 1.25 and shrinks the CSS viewport by as
  // much (which fires resize); CDP can do both (Chromium only).
  const cdp = await page.context().newCDPSession(page);
  const { width, height } = page.viewportSize()!;
  await cdp.send('Emulation.setDeviceMetricsOverride', {
    width: Math.round(width / 1.25),
    height: Math.round(height / 1.25),
    deviceScaleFactor: 1.25,
    mobile: false,
  });
  await expect(percent).toHaveText('125%');
});
