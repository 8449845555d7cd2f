import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const TITLES = [
  'The Best Laptop Ever Made',
  'Laptop #2 you NEED this one!',
  "Laptop - You Won't Believe This One!",
];

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search products' });
const cartButton = (page: Page) => page.getByRole('button', { name: /^Cart \d+ items$/ });
const product = (page: Page, title: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });

/** A price shown as "$123.45", in cents. */
async function priceOf(page: Page, title: string): Promise<number> {
  const text = await product(page, title)
    .getByText(/^\$\d+\.\d{2}$/)
    .textContent();
  const cents = Math.round(Number(text!.slice(1)) * 100);
  expect(cents).toBeGreaterThanOrEqual(1000);
  expect(cents).toBeLessThanOrEqual(100000);
  return cents;
}

const dollars = (cents: number) =>
  `$${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

test('Enter or Search generates three products; an empty term generates none', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/shoppingCart');
  await expect(page.getByRole('article')).toHaveCount(0);
  await searchBox(page).fill('Laptop');
  await searchBox(page).press('Enter');
  await expect(page.getByRole('heading', { level: 3 })).toHaveText(TITLES);
  for (const title of TITLES) await priceOf(page, title);

  await searchBox(page).fill('Pen');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('heading', { level: 3 })).toHaveText([
    'The Best Pen Ever Made',
    'Pen #2 you NEED this one!',
    "Pen - You Won't Believe This One!",
  ]);

  await searchBox(page).fill('');
  await searchBox(page).press('Enter');
  await expect(page.getByRole('article')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('the cart counts items, refuses a title twice, sums exactly, and removes', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/shoppingCart');
  await expect(cartButton(page)).toHaveAccessibleName('Cart 0 items');
  await searchBox(page).fill('Laptop');
  await searchBox(page).press('Enter');
  const [first, second] = [await priceOf(page, TITLES[0]!), await priceOf(page, TITLES[1]!)];

  await product(page, TITLES[0]!).getByRole('button', { name: 'Add to cart' }).click();
  await expect(cartButton(page)).toHaveAccessibleName('Cart 1 items');
  await product(page, TITLES[0]!).getByRole('button', { name: 'Add to cart' }).click();
  await expect(cartButton(page)).toHaveAccessibleName('Cart 1 items');
  await product(page, TITLES[1]!).getByRole('button', { name: 'Add to cart' }).click();
  await expect(cartButton(page)).toHaveAccessibleName('Cart 2 items');

  // A new search for the same term draws new prices, but the title is still refused.
  await searchBox(page).press('Enter');
  await product(page, TITLES[0]!).getByRole('button', { name: 'Add to cart' }).click();
  await expect(cartButton(page)).toHaveAccessibleName('Cart 2 items');

  await cartButton(page).click();
  await expect(searchBox(page)).toHaveCount(0);
  const items = page.getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText(TITLES[0]!);
  await expect(items.nth(0)).toContainText(dollars(first));
  const subtotal = page.getByText(/^Subtotal: \$/);
  await expect(subtotal).toHaveText(`Subtotal: ${dollars(first + second)}`);

  const quantity = page.getByLabel(`Quantity of ${TITLES[1]}`);
  await expect(quantity).toHaveValue('1');
  await expect(quantity.getByRole('option')).toHaveText(['1', '2', '3']);
  await quantity.selectOption('3');
  await expect(subtotal).toHaveText(`Subtotal: ${dollars(first + 3 * second)}`);
  await page.getByLabel(`Quantity of ${TITLES[0]}`).selectOption('2');
  await expect(subtotal).toHaveText(`Subtotal: ${dollars(2 * first + 3 * second)}`);

  await items.nth(0).getByRole('button', { name: 'Remove' }).click();
  await expect(items).toHaveCount(1);
  await expect(cartButton(page)).toHaveAccessibleName('Cart 1 items');
  await expect(subtotal).toHaveText(`Subtotal: ${dollars(3 * second)}`);
  await items.nth(0).getByRole('button', { name: 'Remove' }).click();
  await expect(subtotal).toHaveText('Subtotal: $0.00');
  expect(consoleErrors).toEqual([]);
});

test('the cart button toggles the views; Back to search returns with the results kept', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/shoppingCart');
  await searchBox(page).fill('Laptop');
  await searchBox(page).press('Enter');
  await cartButton(page).click();
  await expect(page.getByRole('heading', { name: 'Your cart' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
  await cartButton(page).click();
  await expect(page.getByRole('article')).toHaveCount(3);
  await cartButton(page).click();
  await page.getByRole('button', { name: 'Back to search' }).click();
  await expect(searchBox(page)).toHaveValue('Laptop');
  await expect(page.getByRole('heading', { level: 3 })).toHaveText(TITLES);
  expect(consoleErrors).toEqual([]);
});

test('the same seed gives the same prices', async ({ page }) => {
  const prices = async () => {
    await page.goto('/shoppingCart?seed=5');
    await searchBox(page).fill('Laptop');
    await searchBox(page).press('Enter');
    return Promise.all(TITLES.map((t) => priceOf(page, t)));
  };
  expect(await prices()).toEqual(await prices());
});
