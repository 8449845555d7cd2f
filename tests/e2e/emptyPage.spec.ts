import { expect, frame, test } from './fixtures';

test('shows only its title and one sentence, with no requests beyond the app', async ({
  page,
  consoleErrors,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto('/emptyPage');
  await expect(frame(page).heading).toHaveText('Empty Page');
  const section = page.getByRole('region', { name: 'Page content' });
  await expect(section).toHaveText('This page is intentionally empty apart from this sentence.');
  await expect(section.getByRole('button')).toHaveCount(0);
  await expect(section.getByRole('textbox')).toHaveCount(0);
  await expect(section.locator('input, select, textarea')).toHaveCount(0);
  await expect(section.getByRole('link')).toHaveCount(0);
  await expect(section.getByRole('img')).toHaveCount(0);
  const origin = new URL(page.url()).origin;
  expect(requests.filter((url) => !url.startsWith(origin))).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
