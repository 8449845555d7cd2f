// Floating menu: check an element stays inside the viewport while the page scrolls.
import { expect, test } from '@playwright/test';

test('the menu stays in view and "About" jumps to its section', async ({ page }) => {
  await page.goto('/floatingMenu');
  const menu = page.getByRole('navigation', { name: 'Floating menu' });
  await expect(menu).toBeInViewport();

  // Scroll to the very bottom, as the End key does.
  await page.keyboard.press('End');
  await expect(page.getByRole('contentinfo')).toBeInViewport();
  await expect(menu).toBeInViewport({ ratio: 1 });

  await menu.getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/#about$/);
  await expect(page.getByRole('heading', { name: 'About' })).toBeInViewport();
});
