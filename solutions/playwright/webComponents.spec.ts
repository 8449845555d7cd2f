// Web Components: locators pierce open shadow roots; a closed root is reached by the keyboard or a click.
import { expect, test } from '@playwright/test';

test('the open root: role locators enter it, slotted content is light DOM', async ({ page }) => {
  await page.goto('/webComponents');
  const card = page.locator('pg-product-card');
  // The title is a light-DOM child of the host, shown through a slot of the shadow root.
  await expect(card.locator('[slot="title"]')).toHaveText('Trail Backpack');
  // CSS and role locators pierce open shadow roots...
  await expect(card.getByRole('heading', { name: 'Trail Backpack' })).toBeVisible();
  await expect(card.getByText('No badge')).toBeVisible();
  // ...XPath does not.
  await expect(card.locator('xpath=.//button')).toHaveCount(0);

  await card.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Cart: Trail Backpack.')).toBeVisible();
});

test('the closed root: Tab to its host and press Enter', async ({ page }) => {
  await page.goto('/webComponents');
  // No locator finds the button inside a closed root.
  await expect(page.getByRole('button', { name: 'Press the hidden button' })).toHaveCount(0);
  const host = page.locator('pg-locked-button');

  await page.getByRole('button', { name: 'Add to cart' }).focus();
  await page.keyboard.press('Tab');
  // The focus is inside the closed root; from outside, the host is what has it.
  await expect(host).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Hidden button presses: 1.')).toBeVisible();

  // A click on the host (its centre) lands on the hidden button it covers.
  await host.click();
  await expect(page.getByText('Hidden button presses: 2.')).toBeVisible();
});

test('the rating joins the form: title, 4 stars, submit', async ({ page }) => {
  await page.goto('/webComponents');
  await page.getByLabel('Title').fill('Sturdy');
  await page
    .getByRole('radiogroup', { name: 'Rating' })
    .getByRole('radio', { name: '4 stars' })
    .click();
  await page.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByRole('status', { name: 'Submitted values' })).toHaveText(
    '{"title":"Sturdy","rating":"4","comment":""}',
  );
});
