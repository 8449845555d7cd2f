import { expect, test } from './fixtures';

const PAIRS = {
  Superman: 'Clark Kent',
  Batman: 'Bruce Wayne',
  'Wonder Woman': 'Diana Prince',
  'Spider-Man': 'Peter Parker',
  'Iron Man': 'Tony Stark',
  'Black Widow': 'Natasha Romanoff',
  'The Flash': 'Barry Allen',
  Hulk: 'Bruce Banner',
};

test('a real table of the eight superheroes and their real names', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/dynamicTable');
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['superhero_name', 'real_name']);
  const rows = table.locator('tbody').getByRole('row');
  await expect(rows).toHaveCount(8);
  for (const [hero, name] of Object.entries(PAIRS)) {
    const row = rows.filter({ has: page.getByRole('cell', { name: hero, exact: true }) });
    await expect(row.getByRole('cell')).toHaveText([hero, name]);
  }
  expect(consoleErrors).toEqual([]);
});

test('the order changes between loads and repeats with the same seed', async ({ page }) => {
  const order = async (path: string) => {
    await page.goto(path);
    const heroes = page.locator('tbody tr td:first-child');
    await expect(heroes).toHaveCount(8);
    return heroes.allTextContents();
  };
  expect(await order('/dynamicTable?seed=1')).toEqual(await order('/dynamicTable?seed=1'));
  expect(await order('/dynamicTable?seed=1')).not.toEqual(await order('/dynamicTable?seed=2'));
  const orders = new Set<string>();
  for (let i = 0; i < 4; i++) orders.add((await order('/dynamicTable')).join());
  expect(orders.size).toBeGreaterThan(1);
});
