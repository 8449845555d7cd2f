import { expect, expectNoSidewaysScroll, frame, test } from './fixtures';

test('opens with the sentence that links the shop and the bug hunt', async ({ page }) => {
  await page.goto('/shop/testCases');
  await expect(frame(page).heading).toHaveText('Shop Test Cases');
  await expect(
    page.getByText(
      'Automate these against the Practice Shop as standard_user. A suite that does all of them catches every planted bug (see the Shop Bug Hunt).',
    ),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Shop Bug Hunt' }).click();
  await expect(page).toHaveURL(/\/shop\/bugs$/);
  await expect(frame(page).heading).toHaveText('Shop Bug Hunt');
  await page.goBack();
  await expect(page.getByRole('link', { name: 'Practice Shop' })).toHaveAttribute('href', '/shop');
});

test('lists the 24 test cases in order, each with Steps and Expected', async ({ page }) => {
  await page.goto('/shop/testCases');
  const titles = page.getByRole('heading', { level: 2 });
  await expect(titles).toHaveCount(24);
  await expect(titles.first()).toHaveText('TC01 Log in and see the products');
  await expect(titles.nth(13)).toHaveText('TC14 Order totals');
  await expect(titles.last()).toHaveText('TC24 The API agrees with the pages');

  for (let n = 1; n <= 24; n++) {
    const id = `TC${String(n).padStart(2, '0')}`;
    const section = page.locator(`[data-test="test-case-${id}"]`);
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(new RegExp(`^${id} `));
    await expect(
      section.getByRole('list', { name: 'Steps' }).getByRole('listitem'),
    ).not.toHaveCount(0);
    await expect(
      section.getByRole('list', { name: 'Expected' }).getByRole('listitem'),
    ).not.toHaveCount(0);
  }

  const tc14 = page.locator('[data-test="test-case-TC14"]');
  await expect(tc14.getByRole('list', { name: 'Expected' })).toContainText(
    '"Item total: $128.98", "Discount (SAVE10): -$12.90", "Shipping: $14.99", "Tax (8%): $9.29", "Total: $140.36"',
  );
});

test('on a phone the page does not scroll sideways', async ({ page }) => {
  await page.goto('/shop/testCases');
  await expect(
    page.getByRole('heading', { name: 'TC24 The API agrees with the pages' }),
  ).toBeVisible();
  await expectNoSidewaysScroll(page);
});
