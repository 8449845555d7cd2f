import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const menuOf = (page: Page) =>
  page.getByRole('navigation', { name: 'Site menu' }).getByRole('link');

test('the number of menu links equals the count line, Home first', async ({ page }) => {
  await page.goto('/disappearingElements');
  const line = page.getByText(/^Menu items shown: \d of 5$/);
  const shown = Number((await line.textContent())!.match(/(\d) of 5/)![1]);
  await expect(menuOf(page)).toHaveCount(shown);
  await expect(menuOf(page).first()).toHaveText('Home');
});

test('an absent item is not in the DOM at all; the others keep their order', async ({ page }) => {
  // Seed 3 draws Home, About, Portfolio.
  await page.goto('/disappearingElements?seed=3');
  await expect(menuOf(page)).toHaveText(['Home', 'About', 'Portfolio']);
  await expect(page.getByText('Menu items shown: 3 of 5')).toBeVisible();
  await expect(page.locator('a[href="#contact"], a[href="#services"]')).toHaveCount(0);
  await expect(page.getByText('Contact', { exact: true })).toHaveCount(0);
});

test('with a fixed seed the set is stable across loads', async ({ page }) => {
  await page.goto('/disappearingElements?seed=3');
  await expect(page.getByText(/^Menu items shown: \d of 5$/)).toBeVisible();
  const first = await menuOf(page).allTextContents();
  expect(first.length).toBeGreaterThan(0);
  for (let i = 0; i < 3; i++) {
    await page.reload();
    await expect(menuOf(page)).toHaveText(first);
  }
});

test('a click on an item says which and follows its in-page anchor', async ({ page }) => {
  // Seed 2 draws all five items.
  await page.goto('/disappearingElements?seed=2');
  await expect(menuOf(page)).toHaveText(['Home', 'About', 'Services', 'Portfolio', 'Contact']);
  await expect(page.getByText('Menu items shown: 5 of 5')).toBeVisible();
  for (const label of ['Contact', 'Home', 'Services']) {
    await page.getByRole('link', { name: label }).click();
    await expect(page.getByRole('status')).toHaveText(`You clicked ${label}.`);
    await expect(page).toHaveURL(
      new RegExp(`/disappearingElements\\?seed=2#${label.toLowerCase()}$`),
    );
  }
  await page.getByRole('link', { name: 'About' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText('You clicked About.');
  // The page stayed: same menu, same count.
  await expect(menuOf(page)).toHaveCount(5);
  await expect(page.getByText('Menu items shown: 5 of 5')).toBeVisible();
});

test('a test that clicks Contact copes with its absence', async ({ page }) => {
  await page.goto('/disappearingElements');
  const contact = page.getByRole('navigation', { name: 'Site menu' }).getByRole('link', {
    name: 'Contact',
  });
  await expect(page.getByText(/^Menu items shown: \d of 5$/)).toBeVisible();
  if ((await contact.count()) === 0) {
    await expect(page.getByText(/^Menu items shown: [1-4] of 5$/)).toBeVisible();
  } else {
    await contact.click();
    await expect(page.getByRole('status')).toHaveText('You clicked Contact.');
  }
});
