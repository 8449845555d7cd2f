import { DESKTOP_VIEWPORT, expect, frame, hydrated, PHONE_VIEWPORT, test } from './fixtures';

const height = (page: import('@playwright/test').Page) =>
  page.getByRole('banner').evaluate((header) => header.getBoundingClientRect().height);

test('on a phone the header stays one line, as high as on a desktop, from the first paint', async ({
  browser,
  baseURL,
}) => {
  const heights: Record<string, number> = {};
  for (const viewport of [PHONE_VIEWPORT, DESKTOP_VIEWPORT])
    // Without JavaScript the page is its route's HTML, as painted before the app runs.
    for (const javaScriptEnabled of [false, true]) {
      const context = await browser.newContext({ baseURL, viewport, javaScriptEnabled });
      const page = await context.newPage();
      await page.goto('/checkbox');
      const toggle = frame(page).themeToggle;
      await expect(toggle).toBeVisible();
      await expect(toggle).toHaveText('Dark mode');
      heights[`${viewport.width} px${javaScriptEnabled ? '' : ', route HTML'}`] =
        await height(page);
      await context.close();
    }
  const desktop = heights[`${DESKTOP_VIEWPORT.width} px`];
  expect(heights).toEqual({
    [`${PHONE_VIEWPORT.width} px`]: desktop,
    [`${PHONE_VIEWPORT.width} px, route HTML`]: desktop,
    [`${DESKTOP_VIEWPORT.width} px`]: desktop,
    [`${DESKTOP_VIEWPORT.width} px, route HTML`]: desktop,
  });
});

test('on a phone the theme button shows its icon only, and keeps its name and its state', async ({
  browser,
  baseURL,
}) => {
  const page = await browser.newPage({ baseURL, viewport: PHONE_VIEWPORT });
  await page.goto('/checkbox');
  const toggle = frame(page).themeToggle;
  const box = await toggle.boundingBox();
  // An icon and the button's padding: no room for a word.
  expect(box!.width).toBeLessThan(box!.height * 1.5);
  await hydrated(page);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
  await page.close();
});
