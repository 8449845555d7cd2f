import { expect, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/scrollPanels');
});

test('shows both panels with their headers, 15 numbered cards each and footers', async ({
  page,
}) => {
  const left = page.locator('#left-panel');
  const right = page.locator('#right-panel');
  await expect(left.getByRole('heading', { name: 'Fruits' })).toBeVisible();
  await expect(left).toContainText('Scroll to explore each fruit');
  await expect(left).toContainText('15 fruits total — scroll to see all');
  await expect(right.getByRole('heading', { name: 'Vegetables' })).toBeVisible();
  await expect(right).toContainText('Scroll to explore each vegetable');
  await expect(right).toContainText('15 vegetables total — scroll to see all');
  await expect(page.locator('#left-panel-body article')).toHaveCount(15);
  await expect(page.locator('#right-panel-body article')).toHaveCount(15);
  const chili = page.locator('#vegetable-chili-pepper');
  await expect(chili.getByRole('heading', { name: 'Chili Pepper' })).toBeAttached();
  await expect(chili).toContainText('Birds do not feel the heat of capsaicin in chili peppers.');
  await expect(chili).toContainText('#8');
});

test('"Pea" comes into view only after the right body scrolls; the left one stays put', async ({
  page,
}) => {
  const pea = page.locator('#vegetable-pea');
  await expect(pea).not.toBeInViewport();
  await pea.scrollIntoViewIfNeeded();
  await expect(pea).toBeInViewport();
  const scrollTop = (id: string) => page.locator(id).evaluate((el) => el.scrollTop);
  expect(await scrollTop('#right-panel-body')).toBeGreaterThan(0);
  expect(await scrollTop('#left-panel-body')).toBe(0);
});

test('each body is a named, focusable region that the keyboard scrolls', async ({ page }) => {
  const fruits = page.getByRole('region', { name: 'Fruits' });
  await fruits.focus();
  await expect(fruits).toBeFocused();
  await page.keyboard.press('PageDown');
  await expect.poll(() => fruits.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
  expect(await page.locator('#right-panel-body').evaluate((el) => el.scrollTop)).toBe(0);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('region', { name: 'Vegetables' })).toBeFocused();
});

test('the panels are 580 px high side by side and 440 px stacked below 768 px', async ({
  page,
}) => {
  const box = async (id: string) => (await page.locator(id).boundingBox())!;
  expect((await box('#left-panel')).height).toBe(580);
  expect((await box('#right-panel')).x).toBeGreaterThan((await box('#left-panel')).x);
  await page.setViewportSize({ width: 600, height: 900 });
  expect((await box('#left-panel')).height).toBe(440);
  expect((await box('#right-panel')).y).toBeGreaterThan((await box('#left-panel')).y);
});
