import { expect, test } from './fixtures';

const UUID_LIKE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const PRIMARY_XPATH =
  "//button[contains(concat(' ', normalize-space(@class), ' '), ' btn-primary ')]";

const variantOrder = (page: import('@playwright/test').Page) =>
  page
    .getByRole('button', { name: 'Button', exact: true })
    .evaluateAll((buttons) => buttons.map((b) => b.className));

test('the first button has a new UUID-like id on every load; its role and name find it', async ({
  page,
  consoleErrors,
}) => {
  const button = page.getByRole('button', { name: 'Button with a changing id' });
  await page.goto('/dynamicAttributes');
  const firstId = await button.getAttribute('id');
  expect(firstId).toMatch(UUID_LIKE);
  await page.reload();
  const secondId = await button.getAttribute('id');
  expect(secondId).toMatch(UUID_LIKE);
  expect(secondId).not.toBe(firstId);
  // An id found on the first load no longer finds anything.
  await expect(page.locator(`[id="${firstId}"]`)).toHaveCount(0);
  await button.click();
  await expect(page.getByRole('status')).toHaveText('Button with a changing id clicked.');
  expect(consoleErrors).toEqual([]);
});

test('three buttons carry numbered classes and the three variants in some order', async ({
  page,
}) => {
  await page.goto('/dynamicAttributes');
  await expect(page.getByRole('heading', { name: 'Changing id' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Class attribute' })).toBeVisible();
  const classes = await variantOrder(page);
  expect(classes).toHaveLength(3);
  classes.forEach((name, i) =>
    expect(name).toMatch(new RegExp(`^btn class${i + 1} btn-\\w+ btn-test$`)),
  );
  expect(classes.map((name) => name.split(' ')[2]).sort()).toEqual([
    'btn-primary',
    'btn-success',
    'btn-warning',
  ]);
});

test('the class XPath finds the primary button; the others are not it', async ({ page }) => {
  await page.goto('/dynamicAttributes');
  await page.locator(`xpath=${PRIMARY_XPATH}`).click();
  await expect(page.getByRole('status')).toHaveText('You found the primary button.');
  for (const variant of ['btn-success', 'btn-warning']) {
    await page.locator(`button.${variant}`).click();
    await expect(page.getByRole('status')).toHaveText('That was not the primary button.');
  }
});

test('a seed repeats the id and the order; no seed shuffles between loads', async ({ page }) => {
  const draw = async () => ({
    id: await page.getByRole('button', { name: 'Button with a changing id' }).getAttribute('id'),
    order: await variantOrder(page),
  });
  await page.goto('/dynamicAttributes?seed=42');
  const seeded = await draw();
  await page.goto('/dynamicAttributes?seed=42');
  expect(await draw()).toEqual(seeded);
  await page.goto('/dynamicAttributes?seed=43');
  expect((await draw()).id).not.toBe(seeded.id);
  // Six orders are possible: over a few unseeded loads at least two differ.
  const orders = new Set<string>();
  for (let i = 0; i < 8 && orders.size < 2; i++) {
    await page.goto('/dynamicAttributes');
    orders.add((await draw()).order.join());
  }
  expect(orders.size).toBeGreaterThan(1);
});
