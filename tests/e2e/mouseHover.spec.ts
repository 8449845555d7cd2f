import { expect, test } from './fixtures';

const TEXT = 'This text is now visible!';

test('hovering shows the text and leaving hides it', async ({ page, consoleErrors }) => {
  await page.goto('/mouseHover');
  await expect(page.getByText(TEXT)).toHaveCount(0);
  await page.getByRole('button', { name: 'Hover here' }).hover();
  await expect(page.getByText(TEXT)).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(page.getByText(TEXT)).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('keyboard focus shows the text too', async ({ page }) => {
  await page.goto('/mouseHover');
  await page.getByRole('button', { name: 'Hover here' }).focus();
  await expect(page.getByText(TEXT)).toBeVisible();
});
