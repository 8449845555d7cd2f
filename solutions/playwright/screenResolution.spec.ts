// Window size: set the viewport from the test and read the sizes the page reports.
import { expect, test } from '@playwright/test';

test('shows the screen and the live viewport size', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 700 });
  await page.goto('/screenResolution');
  // Each size is the <dd> right after its <dt> term.
  const valueOf = (term: string) => page.locator('dt', { hasText: term }).locator('+ dd');

  const screen = await page.evaluate(() => `${window.screen.width} x ${window.screen.height}`);
  await expect(valueOf('Screen Resolution (Monitor)')).toHaveText(screen);
  await expect(valueOf('Viewport (Browser Window)')).toHaveText('1024 x 700');

  // The page follows a resize without a reload.
  await page.setViewportSize({ width: 800, height: 600 });
  await expect(valueOf('Viewport (Browser Window)')).toHaveText('800 x 600');
});
