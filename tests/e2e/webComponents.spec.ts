import type { Page } from '@playwright/test';
import { gotoWithTimeStopped } from './clock';
import { expect, frame, PHONE_VIEWPORT, test } from './fixtures';

const region = (page: Page, name: string) => page.getByRole('region', { name });
const openRegion = (page: Page) => region(page, 'Open shadow root with slots');
const closedRegion = (page: Page) => region(page, 'Closed shadow root');
const formRegion = (page: Page) => region(page, 'Form-associated element');
const host = (page: Page) => page.locator('pg-locked-button');
const rating = (page: Page) => page.getByRole('radiogroup', { name: 'Rating' });
const submitted = (page: Page) => page.getByRole('status', { name: 'Submitted values' });
const RATING_MESSAGE = 'Choose a rating from 1 to 5.';

test('three regions, each with its status line as on load', async ({ page, consoleErrors }) => {
  await page.goto('/webComponents');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([
    'Open shadow root with slots',
    'Closed shadow root',
    'Form-associated element',
  ]);
  await expect(openRegion(page).getByRole('status')).toHaveText('Cart: empty.');
  await expect(closedRegion(page).getByRole('status')).toHaveText('Hidden button presses: 0.');
  await expect(submitted(page)).toHaveText('Nothing submitted yet.');
  expect(consoleErrors).toEqual([]);
});

test('the open root: slotted light DOM, a fallback badge, and a cart button', async ({ page }) => {
  await page.goto('/webComponents');
  const card = page.locator('pg-product-card');
  // Slotted content is the host's own light DOM.
  await expect(card.locator(':scope > span[slot="title"]')).toHaveText('Trail Backpack');
  await expect(card.locator(':scope > span[slot="price"]')).toHaveText('$79.00');
  expect(await card.evaluate((el) => el.lastChild?.textContent?.trim())).toBe(
    'Water-resistant, 28 litres.',
  );
  expect(await card.evaluate((el) => el.shadowRoot?.mode)).toBe('open');
  // The layout is in the shadow root, which CSS and role locators enter and XPath does not.
  await expect(card.getByRole('heading', { level: 3, name: 'Trail Backpack' })).toBeVisible();
  expect(
    await card.evaluate((el) => el.shadowRoot!.querySelector('h3 slot')?.getAttribute('name')),
  ).toBe('title');
  await expect(card.getByText('No badge')).toBeVisible();
  expect(await card.evaluate((el) => el.querySelector('[slot="badge"]'))).toBeNull();
  await expect(card.locator('xpath=.//button')).toHaveCount(0);

  const status = openRegion(page).getByRole('status');
  await card.getByRole('button', { name: 'Add to cart' }).click();
  await expect(status).toHaveText('Cart: Trail Backpack.');
  await card.getByRole('button', { name: 'Remove from cart' }).click();
  await expect(status).toHaveText('Cart: empty.');
  await expect(card.getByRole('button', { name: 'Add to cart' })).toBeVisible();
});

test('the closed root: no locator enters it, yet Tab, Enter, Space, focus and clicks reach its button', async ({
  page,
}) => {
  await page.goto('/webComponents');
  const presses = closedRegion(page).getByRole('status');
  expect(await host(page).evaluate((el) => el.shadowRoot)).toBeNull();
  await expect(page.getByRole('button', { name: 'Press the hidden button' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Add to cart' }).focus();
  await page.keyboard.press('Tab');
  await expect(host(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(presses).toHaveText('Hidden button presses: 1.');
  await page.keyboard.press('Space');
  await expect(presses).toHaveText('Hidden button presses: 2.');

  // The host is exactly the button: a click at any of its corners presses it.
  const box = (await host(page).boundingBox())!;
  await host(page).click({ position: { x: 1, y: 1 } });
  await expect(presses).toHaveText('Hidden button presses: 3.');
  await host(page).click({ position: { x: box.width - 1, y: box.height - 1 } });
  await expect(presses).toHaveText('Hidden button presses: 4.');
  await page.mouse.click(box.x + box.width + 2, box.y + box.height / 2);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height + 2);
  await expect(presses).toHaveText('Hidden button presses: 4.');

  // Focusing the host hands the focus to its button.
  await page.locator('body').focus();
  await host(page).focus();
  await expect(host(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(presses).toHaveText('Hidden button presses: 5.');
});

test('the rating is a radio group of five stars in an open root, with the keys of a native one', async ({
  page,
}) => {
  await page.goto('/webComponents');
  const radios = rating(page).getByRole('radio');
  await expect(radios).toHaveCount(5);
  for (const [index, name] of ['1 star', '2 stars', '3 stars', '4 stars', '5 stars'].entries()) {
    await expect(radios.nth(index)).toHaveAccessibleName(name);
    await expect(radios.nth(index)).toHaveAttribute('data-value', String(index + 1));
  }
  await expect(rating(page)).toContainText('No rating');
  expect(await rating(page).evaluate((el: HTMLElement & { value: string }) => el.value)).toBe('');

  // One Tab stop: from Title into the group, then on to Comment.
  await page.getByLabel('Title').focus();
  await page.keyboard.press('Tab');
  await expect(radios.first()).toBeFocused();
  await page.keyboard.press('Space');
  await expect(rating(page)).toContainText('1 of 5');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(radios.nth(2)).toBeChecked();
  await expect(rating(page)).toContainText('3 of 5');
  await page.keyboard.press('ArrowLeft');
  await expect(rating(page)).toContainText('2 of 5');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Comment')).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(radios.nth(1)).toBeFocused();

  await radios.nth(4).click();
  await expect(rating(page)).toContainText('5 of 5');
  expect(await rating(page).evaluate((el: HTMLElement & { value: string }) => el.value)).toBe('5');
});

test('the rating is in form.elements and adds a form-data entry only once chosen', async ({
  page,
}) => {
  await page.goto('/webComponents');
  const form = page.getByRole('form', { name: 'Review' });
  const formData = () =>
    form.evaluate((el: HTMLFormElement) => [...new FormData(el).keys()].join(','));
  expect(
    await form.evaluate((el: HTMLFormElement) =>
      [...el.elements].map((e) => e.getAttribute('name') ?? e.textContent).join(','),
    ),
  ).toBe('title,rating,comment,Submit review,Reset');
  expect(await formData()).toBe('title,comment');
  await rating(page).getByRole('radio', { name: '3 stars' }).click();
  expect(await formData()).toBe('title,rating,comment');
  await expect(form.getByLabel('Title')).toHaveAttribute('maxlength', '60');
  await expect(form.getByLabel('Comment')).toHaveAttribute('maxlength', '200');
});

test('without a rating nothing is submitted and the rating says why until one is chosen', async ({
  page,
}) => {
  await page.goto('/webComponents');
  await page.getByLabel('Title').fill('Sturdy');
  await page.getByRole('button', { name: 'Submit review' }).click();
  await expect(formRegion(page).getByText(RATING_MESSAGE)).toBeVisible();
  await expect(rating(page)).toHaveAccessibleDescription(RATING_MESSAGE);
  expect(
    await rating(page).evaluate(
      (el: HTMLElement & { validationMessage: string }) => el.validationMessage,
    ),
  ).toBe(RATING_MESSAGE);
  await expect(submitted(page)).toHaveText('Nothing submitted yet.');

  await rating(page).getByRole('radio', { name: '4 stars' }).click();
  await expect(formRegion(page).getByText(RATING_MESSAGE)).toHaveCount(0);
  await page.getByRole('button', { name: 'Submit review' }).click();
  await expect(submitted(page)).toHaveText('{"title":"Sturdy","rating":"4","comment":""}');
  await expect(page).toHaveURL(/\/webComponents$/);
});

test('an empty title gets the browser’s own message and nothing is submitted', async ({ page }) => {
  await page.goto('/webComponents');
  await rating(page).getByRole('radio', { name: '2 stars' }).click();
  await page.getByRole('button', { name: 'Submit review' }).click();
  const title = page.getByLabel('Title');
  expect(await title.evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
  expect(await title.evaluate((el: HTMLInputElement) => el.validationMessage)).not.toBe('');
  await expect(submitted(page)).toHaveText('Nothing submitted yet.');
});

test('Enter in Title submits the entries untrimmed, in form order', async ({ page }) => {
  await page.goto('/webComponents');
  await page.getByLabel('Comment').fill(' Two "pockets"\nand a strap ');
  await rating(page).getByRole('radio', { name: '1 star' }).click();
  await page.getByLabel('Title').fill('  Light ');
  await page.getByLabel('Title').press('Enter');
  await expect(submitted(page)).toHaveText(
    '{"title":"  Light ","rating":"1","comment":" Two \\"pockets\\"\\nand a strap "}',
  );
});

test('Reset empties the fields and the rating', async ({ page }) => {
  await page.goto('/webComponents');
  await page.getByLabel('Title').fill('Sturdy');
  await page.getByLabel('Comment').fill('Good');
  await page.getByRole('button', { name: 'Submit review' }).click();
  await expect(formRegion(page).getByText(RATING_MESSAGE)).toBeVisible();
  await rating(page).getByRole('radio', { name: '4 stars' }).click();
  await page.getByRole('button', { name: 'Submit review' }).click();
  await expect(submitted(page)).toHaveText('{"title":"Sturdy","rating":"4","comment":"Good"}');
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByLabel('Title')).toHaveValue('');
  await expect(page.getByLabel('Comment')).toHaveValue('');
  await expect(rating(page)).toContainText('No rating');
  await expect(rating(page).getByRole('radio', { checked: true })).toHaveCount(0);
  expect(await rating(page).evaluate((el: HTMLElement & { value: string }) => el.value)).toBe('');
});

test('a second visit in the app defines nothing twice and the elements still work', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/webComponents');
  await expect(submitted(page)).toHaveText('Nothing submitted yet.');
  await frame(page).logo.click();
  await page.getByRole('link', { name: /^Web Components/ }).click();
  await expect(frame(page).heading).toHaveText('Web Components');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(openRegion(page).getByRole('status')).toHaveText('Cart: Trail Backpack.');
  await host(page).click();
  await expect(closedRegion(page).getByRole('status')).toHaveText('Hidden button presses: 1.');
  await rating(page).getByRole('radio', { name: '3 stars' }).click();
  await expect(rating(page)).toContainText('3 of 5');
  expect(consoleErrors).toEqual([]);
});

test('works with time held still from the start', async ({ page }) => {
  await gotoWithTimeStopped(page, '/webComponents');
  await host(page).click();
  await expect(closedRegion(page).getByRole('status')).toHaveText('Hidden button presses: 1.');
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE_VIEWPORT });

  test('does not scroll sideways', async ({ page }) => {
    await page.goto('/webComponents');
    await expect(submitted(page)).toHaveText('Nothing submitted yet.');
    const { scrollWidth, clientWidth } = await page.evaluate(() => {
      const { scrollWidth, clientWidth } = document.documentElement;
      return { scrollWidth, clientWidth };
    });
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  });
});
