// Similar pages: one test, two near-identical versions; locate by role and label, not by test ids.
import { expect, test } from '@playwright/test';

// The same steps must pass on both versions: only role and label locators survive the differences.
for (const path of ['/similarPages', '/similarPages/secondVersion']) {
  test(`${path}: searching by author shows the book`, async ({ page }) => {
    await page.goto(path);
    await page.getByLabel("Author's name").fill('Jane Austen');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('status')).toHaveText('A book by Jane Austen was found!');
  });
}

test('the second version shows a tooltip on the instruction when hovered', async ({ page }) => {
  await page.goto('/similarPages');
  await page
    .getByRole('navigation', { name: 'Versions' })
    .getByRole('link', { name: 'Second version' })
    .click();
  await expect(page).toHaveURL(/\/similarPages\/secondVersion$/);
  await page.getByText('Search for a book by the name of its author.').hover();
  await expect(page.getByRole('tooltip')).toHaveText('Enter the name into the field!');
});
