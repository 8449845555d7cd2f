import { expect, test } from './fixtures';

test('100% at load, 125% after the device scale factor changes, and back', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/zoomLevel');
  await expect(
    page.getByText('Zoom the browser, or pinch on a phone, and watch the percentage change.'),
  ).toBeVisible();
  const display = page.getByTestId('zoom-display');
  const percent = page.getByTestId('zoom-percent');
  await expect(percent).toHaveText('100%');
  await expect(display).toContainText('Current zoom');
  await expect(display).toHaveCSS('touch-action', 'none');
  await expect(page.getByText('Pinch scale: 1.00×')).toBeVisible();
  await expect(page.getByText('Viewport scale: 1.00×')).toBeVisible();
  await expect(page.getByText('Device pixel ratio: 1.00')).toBeVisible();

  // What a browser zoom to 125 % does: devicePixelRatio 1.25, a CSS viewport 1.25 times smaller.
  const cdp = await page.context().newCDPSession(page);
  const viewport = page.viewportSize()!;
  await cdp.send('Emulation.setDeviceMetricsOverride', {
    width: Math.round(viewport.width / 1.25),
    height: Math.round(viewport.height / 1.25),
    deviceScaleFactor: 1.25,
    mobile: false,
  });
  await expect(percent).toHaveText('125%');
  await expect(page.getByText('Device pixel ratio: 1.25')).toBeVisible();
  await expect(percent.locator('..')).toHaveCSS('transform', 'matrix(1.25, 0, 0, 1.25, 0, 0)');

  await cdp.send('Emulation.setDeviceMetricsOverride', {
    ...viewport,
    deviceScaleFactor: 1,
    mobile: false,
  });
  await expect(percent).toHaveText('100%');
  expect(consoleErrors).toEqual([]);
});

test('reloading at another scale starts again from 100%', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setDeviceMetricsOverride', {
    ...page.viewportSize()!,
    deviceScaleFactor: 1.5,
    mobile: false,
  });
  await page.goto('/zoomLevel');
  await expect(page.getByText('Device pixel ratio: 1.50')).toBeVisible();
  await expect(page.getByTestId('zoom-percent')).toHaveText('100%');
});

test('a change of the device scale factor alone, at the same window size, is followed', async ({
  page,
}) => {
  await page.goto('/zoomLevel');
  const percent = page.getByTestId('zoom-percent');
  await expect(percent).toHaveText('100%');
  const cdp = await page.context().newCDPSession(page);
  const viewport = page.viewportSize()!;
  // No resize and, in Chromium, no media query change: only the ratio moves.
  await cdp.send('Emulation.setDeviceMetricsOverride', {
    ...viewport,
    deviceScaleFactor: 1.25,
    mobile: false,
  });
  await expect(percent).toHaveText('125%');
  await expect(page.getByText('Device pixel ratio: 1.25')).toBeVisible();
  await cdp.send('Emulation.setDeviceMetricsOverride', {
    ...viewport,
    deviceScaleFactor: 1,
    mobile: false,
  });
  await expect(percent).toHaveText('100%');
  await expect(page.getByText('Device pixel ratio: 1.00')).toBeVisible();
});
