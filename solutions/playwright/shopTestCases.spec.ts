// Shop Test Cases: read a page's structure as data: every section's h2 in order, and one section's ordered list by its name.
import { expect, test } from '@playwright/test';

test.use({ testIdAttribute: 'data-test' });

test('the 24 test cases, in order, and the steps of TC14', async ({ page }) => {
  await page.goto('/shop/testCases');
  // allTextContents reads every match at once; wait for the count first so none is missing.
  const titles = page.locator('[data-test^="test-case-"]').getByRole('heading', { level: 2 });
  await expect(titles).toHaveCount(24);
  const texts = await titles.allTextContents();
  expect(texts.map((t) => t.slice(0, 4))).toEqual(
    Array.from({ length: 24 }, (_, i) => `TC${String(i + 1).padStart(2, '0')}`),
  );
  expect(texts[13]).toBe('TC14 Order totals');

  // Scope to one section by its test id, then find its list by the heading that names it.
  const tc14 = page.getByTestId('test-case-TC14');
  const steps = tc14.getByRole('list', { name: 'Steps' }).getByRole('listitem');
  await expect(steps).toHaveCount(5);
  await expect(steps.nth(2)).toHaveText(
    'Open /shop/product/8 (Sun Hat), type 2 in "Quantity" and click "Add to cart".',
  );
  await expect(tc14.getByRole('list', { name: 'Expected' })).toContainText('"Total: $140.36"');
});
