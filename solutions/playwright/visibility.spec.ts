// Visibility: what Playwright counts as visible, and what a real pointer can still click.
import { expect, test } from '@playwright/test';

test('each hiding technique, as Playwright sees it', async ({ page }) => {
  await page.goto('/visibility');
  await page.getByRole('button', { name: 'Hide' }).click();

  await expect(page.locator('#removedButton')).not.toBeAttached();
  // Hidden for every tool: no box to show.
  await expect(page.locator('#displayNoneButton')).toBeHidden();
  await expect(page.locator('#visibilityHiddenButton')).toBeHidden();
  await expect(page.locator('#zeroSizeButton')).toBeHidden();
  // "Visible" to Playwright: it ignores opacity, position and what lies on top.
  await expect(page.locator('#opacityButton')).toBeVisible();
  await expect(page.locator('#offscreenButton')).toBeVisible();
  await expect(page.locator('#offscreenButton')).not.toBeInViewport();
  await expect(page.locator('#coveredButton')).toBeVisible();

  // A transparent button still takes a real click.
  await page.locator('#opacityButton').click();
  await expect(page.getByRole('status')).toHaveText('Opacity 0 button clicked.');
  // Actionability checks refuse the other two; a trial click proves it without clicking.
  await expect(
    page.locator('#coveredButton').click({ trial: true, timeout: 1000 }),
  ).rejects.toThrow(/intercepts pointer events/);
  await expect(
    page.locator('#offscreenButton').click({ trial: true, timeout: 1000 }),
  ).rejects.toThrow(/outside of the viewport/);
});
