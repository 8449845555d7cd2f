// Scroll Panels: scroll an element inside its own scroll container and check which box moved.
import { expect, test } from '@playwright/test';

test('brings "Pea" into view by scrolling only the vegetables panel', async ({ page }) => {
  await page.goto('/scrollPanels');
  const pea = page.locator('#vegetable-pea');
  await expect(pea.getByRole('heading', { name: 'Pea' })).not.toBeInViewport();

  // scrollIntoViewIfNeeded scrolls the nearest scrollable ancestor: the right panel's body.
  await pea.scrollIntoViewIfNeeded();
  await expect(pea).toBeInViewport();

  const vegetables = page.getByRole('region', { name: 'Vegetables' });
  const fruits = page.getByRole('region', { name: 'Fruits' });
  expect(await vegetables.evaluate((body) => body.scrollTop)).toBeGreaterThan(0);
  expect(await fruits.evaluate((body) => body.scrollTop)).toBe(0);
});

test('scrolls the fruits panel with the keyboard', async ({ page }) => {
  await page.goto('/scrollPanels');
  const fruits = page.getByRole('region', { name: 'Fruits' });
  // The body is focusable, so End scrolls it (not the page) to its last card.
  await fruits.focus();
  await page.keyboard.press('End');
  await expect(page.locator('#fruit-melon')).toBeInViewport();
  await expect(fruits.getByText('#15')).toBeInViewport();
});
