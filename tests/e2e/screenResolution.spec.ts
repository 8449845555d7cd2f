import { expect, test } from './fixtures';

test('shows screen and viewport sizes, the viewport live', async ({ page, consoleErrors }) => {
  await page.setViewportSize({ width: 1024, height: 700 });
  await page.goto('/screenResolution');
  await expect(page.getByText('Check the size of your screen')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Monitor Resolution' })).toBeVisible();
  const screen = await page.evaluate(() => `${window.screen.width} x ${window.screen.height}`);
  const value = (term: string) => page.locator('dt', { hasText: term }).locator('+ dd');
  await expect(value('Screen Resolution (Monitor)')).toHaveText(screen);
  await expect(value('Viewport (Browser Window)')).toHaveText('1024 x 700');
  await page.setViewportSize({ width: 800, height: 600 });
  await expect(value('Viewport (Browser Window)')).toHaveText('800 x 600');
  await expect(page.getByText(/viewport is the part of the browser window/)).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
