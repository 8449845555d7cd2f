import { expect, MARKUP_INPUT, test } from './fixtures';

for (const path of ['/similarPages', '/similarPages/secondVersion']) {
  test(`${path}: Search shows the book for a non-blank name and hides it for a blank one`, async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(path);
    const result = page.getByRole('status');
    await expect(result).toHaveCount(0);
    await page.getByLabel("Author's name").fill('  Jane Austen ');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(result).toHaveText('A book by Jane Austen was found!');
    await expect(result).toHaveClass(/alert-success/);
    await page.getByLabel("Author's name").fill('   ');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(result).toHaveCount(0);
    // Enter in the field searches too.
    await page.getByLabel("Author's name").fill('Tolkien');
    await page.getByLabel("Author's name").press('Enter');
    await expect(result).toHaveText('A book by Tolkien was found!');
    expect(consoleErrors).toEqual([]);
  });

  test(`${path}: shows a typed markup name as text and runs no script`, async ({
    page,
    consoleErrors,
    dialogs,
  }) => {
    await page.goto(path);
    await page.getByLabel("Author's name").fill(MARKUP_INPUT);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('status')).toHaveText(`A book by ${MARKUP_INPUT} was found!`);
    await expect(page.locator('main img')).toHaveCount(0);
    expect(dialogs).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}

test('the first version has no test attribute and no tooltip', async ({ page }) => {
  await page.goto('/similarPages');
  await expect(page.getByTestId('search-button')).toHaveCount(0);
  await page.getByText('Search for a book by the name of its author.').hover();
  await expect(page.getByRole('tooltip')).toHaveCount(0);
});

test('the second version has the search-button test id and a tooltip on hover and focus', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/similarPages/secondVersion');
  await expect(page.getByTestId('search-button')).toHaveText('Search');
  const text = page.getByText('Search for a book by the name of its author.');
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toBeHidden();
  await text.hover();
  await expect(tooltip).toHaveText('Enter the name into the field!');
  await page.mouse.move(0, 0);
  await expect(tooltip).toBeHidden();
  await text.focus();
  await expect(tooltip).toBeVisible();
  await expect(text).toHaveAccessibleDescription('Enter the name into the field!');
  await page.keyboard.press('Escape');
  await expect(tooltip).toBeHidden();
  expect(consoleErrors).toEqual([]);
});

test('the tabs link the two versions to each other', async ({ page }) => {
  await page.goto('/similarPages');
  const nav = page.getByRole('navigation', { name: 'Versions' });
  await expect(nav.getByRole('link', { name: 'First version' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.getByLabel("Author's name").fill('Kept?');
  await nav.getByRole('link', { name: 'Second version' }).click();
  await expect(page).toHaveURL('/similarPages/secondVersion');
  await expect(page.getByTestId('search-button')).toBeVisible();
  await expect(page.getByLabel("Author's name")).toHaveValue('');
  await expect(nav.getByRole('link', { name: 'Second version' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await nav.getByRole('link', { name: 'First version' }).click();
  await expect(page).toHaveURL('/similarPages');
  await expect(page.getByTestId('search-button')).toHaveCount(0);
});
