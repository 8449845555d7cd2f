// Shadow DOM: Playwright locators pierce open shadow roots, however deeply they are nested.
import { expect, test } from '@playwright/test';

test('clicks the buttons inside one and two shadow roots', async ({ page }) => {
  await page.goto('/shadowDom');
  // No special syntax: getByRole and getByText look inside open shadow roots by themselves.
  const shadow = page.getByRole('region', { name: 'Shadow DOM', exact: true });
  await shadow.getByRole('button', { name: 'Shadow button' }).click();
  await expect(shadow.getByRole('button')).toHaveText('Second button');

  const nested = page.getByRole('region', { name: 'Shadow DOM inside a shadow DOM' });
  await nested.getByRole('button', { name: 'Nested shadow button' }).click();
  await expect(nested.getByRole('button')).toHaveText('Third button');
});

test('reads the text three shadow levels deep', async ({ page }) => {
  await page.goto('/shadowDom');
  const levels = page.getByRole('region', { name: 'Three nested shadow levels' });
  await expect(levels.getByText('Shadow level 3: the deepest text')).toBeVisible();
  // CSS selectors pierce too (XPath does not).
  await expect(levels.locator('p')).toHaveText([
    'Shadow level 1',
    'Shadow level 2',
    'Shadow level 3: the deepest text',
  ]);
});
