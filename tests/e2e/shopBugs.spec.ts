import { expect, expectNoSidewaysScroll, frame, test } from './fixtures';

test('tables the users and their planted bugs', async ({ page }) => {
  await page.goto('/shop/bugs');
  await expect(frame(page).heading).toHaveText('Shop Bug Hunt');
  const users = page.getByRole('table', { name: 'Users' });
  await expect(users.getByRole('columnheader')).toHaveText(['User', 'Planted bugs']);
  await expect(users.getByRole('row').filter({ hasText: 'standard_user' })).toContainText('none');
  await expect(users.getByRole('row').filter({ hasText: 'locked_user' })).toContainText(
    'cannot log in',
  );
  await expect(users.getByRole('row').filter({ hasText: 'visual_user' })).toContainText(
    'B19, B20, B21',
  );
});

test('25 bugs; the problem_user filter shows 9; B07 opened names TC14', async ({ page }) => {
  await page.goto('/shop/bugs');
  const count = page.getByRole('status').filter({ hasText: 'planted bugs' });
  await expect(count).toHaveText('25 planted bugs');
  await expect(page.locator('details')).toHaveCount(25);

  const filter = page.getByLabel('Show bugs of');
  await filter.selectOption('problem_user');
  await expect(count).toHaveText('9 planted bugs of problem_user');
  await expect(page.locator('details')).toHaveCount(9);

  const b07 = page.locator('[data-test="bug-B07"]');
  const catchIt = b07.getByText('Catch it with: TC14');
  // Closed, nothing of the answer shows.
  await expect(catchIt).toBeHidden();
  await b07.getByText('B07 · problem_user · Checkout').click();
  await expect(b07.getByText('Tax is 8 % of net plus shipping.')).toBeVisible();
  await expect(catchIt).toBeVisible();

  await filter.selectOption('All users');
  await expect(count).toHaveText('25 planted bugs');
});

test('shows how to hunt with Playwright and with pytest', async ({ page }) => {
  await page.goto('/shop/bugs');
  await expect(page.getByRole('heading', { name: 'Hunt with your own tests' })).toBeVisible();
  await expect(
    page.getByText('npm run hunt -- npx playwright test -c solutions/playwright shop'),
  ).toBeVisible();
  await expect(
    page.getByText('npm run hunt -- /usr/bin/python3 -m pytest -x solutions/selenium/shop'),
  ).toBeVisible();
});

test('on a phone the page does not scroll sideways', async ({ page }) => {
  await page.goto('/shop/bugs');
  await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();
  await expectNoSidewaysScroll(page);
});
