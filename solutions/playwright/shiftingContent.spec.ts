// Shifting content: compare element positions (bounding boxes); ?seed= makes the shift repeatable.
import { expect, test, type Page } from '@playwright/test';

const contact = (page: Page) =>
  page.getByRole('navigation', { name: 'Shifting menu' }).getByRole('link', { name: 'Contact' });

/** Opens `url` and answers the x of the "Contact" link. */
async function contactX(page: Page, url: string) {
  await page.goto(url);
  await expect(contact(page)).toBeVisible();
  return (await contact(page).boundingBox())!.x;
}

test('"Contact" sits further left by the offset this load states', async ({ page }) => {
  // The same seed without a shift (?pixel_shift=0) shows where "Contact" would sit.
  const unshifted = await contactX(page, '/shiftingContent?seed=5&pixel_shift=0');
  const shifted = await contactX(page, '/shiftingContent?seed=5&pixel_shift=40');
  expect(unshifted - shifted).toBeCloseTo(40);

  // The page states this load's offsets behind a disclosure.
  await page.getByText("Show this load's offsets").click();
  await expect(page.getByText('Menu offset: 40 px. Image offset: 40 px.')).toBeVisible();

  await contact(page).click();
  await expect(page.getByRole('status')).toHaveText('You clicked Contact.');
});

test('the same seed puts "Contact" in the same place on every load', async ({ page }) => {
  const first = await contactX(page, '/shiftingContent?seed=5');
  expect(await contactX(page, '/shiftingContent?seed=5')).toBe(first);
});
