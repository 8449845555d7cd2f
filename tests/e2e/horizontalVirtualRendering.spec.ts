import { expect, test } from './fixtures';

const footerText = (loaded: number) =>
  `${loaded} of 100 items loaded in the DOM — scroll right to batch-load more`;

test.beforeEach(async ({ page }) => {
  await page.goto('/horizontalVirtualRendering');
  // The page is a lazy chunk: keys pressed before it has rendered would go unheard.
  await expect(page.locator('#hvr-footer')).toHaveText(footerText(20));
});

test('loads #1-#20 with #10 centred, and the next 20 once scrolled near the end', async ({
  page,
}) => {
  const viewport = page.getByRole('region', { name: 'Horizontal batch-load scroll viewport' });
  await expect(page.getByText('#20', { exact: true })).toBeAttached();
  await expect(page.getByText('#21', { exact: true })).toHaveCount(0);
  await expect(page.locator('#hvr-footer')).toHaveText(footerText(20));

  const strip = (await viewport.boundingBox())!;
  const tenth = (await page.locator('#hvr-item-10').boundingBox())!;
  expect(Math.abs(tenth.x + tenth.width / 2 - (strip.x + strip.width / 2))).toBeLessThan(2);

  await viewport.evaluate((el) => el.scrollTo({ left: el.scrollWidth, behavior: 'instant' }));
  await expect(page.getByText('#21', { exact: true })).toBeAttached();
  await expect(page.getByText('#41', { exact: true })).toHaveCount(0);
  await expect(page.locator('#hvr-footer')).toHaveText(footerText(40));
});

test('two scroll events at the end before the page renders append one batch', async ({ page }) => {
  const viewport = page.getByRole('region', { name: 'Horizontal batch-load scroll viewport' });
  // Both events run in one task, so the page cannot render between them.
  await viewport.evaluate((el) => {
    el.scrollLeft = el.scrollWidth;
    el.dispatchEvent(new Event('scroll'));
    el.dispatchEvent(new Event('scroll'));
  });
  await expect(page.locator('#hvr-footer')).toHaveText(footerText(40));
  // Two frames later (the browser's own scroll event included) it is still one batch.
  for (let frame = 0; frame < 2; frame++)
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  await expect(page.locator('.hvr-item')).toHaveCount(40);
  await expect(page.locator('#hvr-footer')).toHaveText(footerText(40));
});

test('Arrow Right and Left scroll the strip by 250 px, not the page', async ({ page }) => {
  const viewport = page.locator('#hvr-viewport');
  const scrollLeft = () => viewport.evaluate((el) => el.scrollLeft);
  const start = await scrollLeft();
  await page.keyboard.press('ArrowRight');
  await expect.poll(scrollLeft).toBe(start + 250);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect.poll(scrollLeft).toBe(start - 250);
  expect(await page.evaluate(() => window.scrollX)).toBe(0);
});

test('arrow keys reach the 100th item and never load more', async ({ page }) => {
  const viewport = page.locator('#hvr-viewport');
  for (let i = 0; i < 120; i++) await page.keyboard.press('ArrowRight');
  // A key pressed while a batch is still being added scrolls no further: press on until the end.
  await expect(async () => {
    await page.keyboard.press('ArrowRight');
    await expect(page.locator('#hvr-footer')).toContainText('100 of 100', { timeout: 100 });
  }).toPass({ intervals: [0] });
  await viewport.evaluate((el) => el.scrollTo({ left: el.scrollWidth, behavior: 'instant' }));
  await expect(page.locator('#hvr-item-100')).toBeInViewport();
  await expect(viewport.locator('.hvr-item')).toHaveCount(100);
});

test('items are 260 × 220 px, coloured by hue with a contrasting label', async ({ page }) => {
  const item = page.locator('#hvr-item-2');
  const box = (await item.boundingBox())!;
  expect([box.width, box.height]).toEqual([260, 220]);
  await expect(item).toHaveCSS('background-color', 'rgb(217, 178, 38)');
  await expect(item).toHaveCSS('color', 'rgb(0, 0, 0)');
  await expect(page.locator('#hvr-item-6')).toHaveCSS('color', 'rgb(255, 255, 255)');
  await expect(page.locator('#hvr-viewport')).toHaveCSS('height', '280px');
  await page.setViewportSize({ width: 600, height: 800 });
  await expect(page.locator('#hvr-viewport')).toHaveCSS('height', '240px');
});
