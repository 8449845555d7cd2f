import { expect, test } from './fixtures';

const COUNTRIES = ['Argentina', 'Brazil', 'Germany', 'Italy', 'United States'];

test('five country blocks whose lines match their patterns', async ({ page, consoleErrors }) => {
  await page.goto('/regex');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(COUNTRIES);
  const text = await page.getByRole('main').innerText();
  expect(text.match(/https:\/\/www\.[a-z.]+/g)).toHaveLength(5);
  expect(text.match(/Phone: \+\d{1,2} [\d ()-]+/g)).toHaveLength(5);
  expect(text.match(/ZIP code: [A-Z]?\d{4,5}(-\d{3,4}|[A-Z]{3})?/g)).toHaveLength(5);
  const brazil = page.locator('section').filter({ hasText: 'Brazil' });
  await expect(brazil).toContainText('ZIP code: 01310-100');
  expect(consoleErrors).toEqual([]);
});
