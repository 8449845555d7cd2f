// Empty Page: check the title, the heading and one static text, and prove nothing else is there.
import { expect, test } from '@playwright/test';

test('holds one sentence and no controls', async ({ page }) => {
  await page.goto('/emptyPage');
  await expect(page).toHaveTitle('Empty Page | Automation Playground');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Empty Page');

  // The page's own content is a region named by its aria-label.
  const content = page.getByRole('region', { name: 'Page content' });
  await expect(content).toHaveText('This page is intentionally empty apart from this sentence.');
  // Counting to zero proves absence: toHaveCount retries until the count matches.
  await expect(content.getByRole('button')).toHaveCount(0);
  await expect(content.locator('input')).toHaveCount(0);
  await expect(content.getByRole('link')).toHaveCount(0);
});
