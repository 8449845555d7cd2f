// A/B test: accept either variant, or set the opt-out cookie before loading to get one page.
import { expect, test } from '@playwright/test';

test('the heading is one of the two variants', async ({ page }) => {
  await page.goto('/abTest');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(
    /^(Variant A: Try it free for 30 days|Variant B: Start your free trial today)$/,
  );
});

test('the abOptOut cookie, set before the load, shows the standard page', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'abOptOut', value: 'true', url: baseURL! }]);
  await page.goto('/abTest');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(
    'No A/B test: showing the standard page',
  );
});
