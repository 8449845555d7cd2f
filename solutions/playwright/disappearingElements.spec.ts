// Disappearing elements: count what is really in the DOM and cope with an optional element.
import { expect, test } from '@playwright/test';

test('the menu links match the count, and Contact is clicked only when present', async ({
  page,
}) => {
  await page.goto('/disappearingElements');
  const links = page.getByRole('navigation', { name: 'Site menu' }).getByRole('link');
  const countLine = page.getByText(/^Menu items shown: \d of 5$/);
  const shown = Number((await countLine.textContent())!.match(/(\d) of 5/)![1]);
  await expect(links).toHaveCount(shown);

  // An absent item is not hidden but gone: count() is 0, so branch instead of failing on a timeout.
  const contact = links.filter({ hasText: 'Contact' });
  if ((await contact.count()) > 0) {
    await contact.click();
    await expect(page.getByRole('status')).toHaveText('You clicked Contact.');
  } else {
    await expect(countLine).not.toHaveText('Menu items shown: 5 of 5');
  }
});

test('a fixed seed makes the menu repeatable', async ({ page }) => {
  // Seed 2 draws every item, so Contact is always there.
  await page.goto('/disappearingElements?seed=2');
  const links = page.getByRole('navigation', { name: 'Site menu' }).getByRole('link');
  await expect(links).toHaveText(['Home', 'About', 'Services', 'Portfolio', 'Contact']);
  await page.getByRole('link', { name: 'Contact' }).click();
  await expect(page.getByRole('status')).toHaveText('You clicked Contact.');
});
