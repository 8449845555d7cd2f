// Hovers: content shown only on hover; hover first, then act on what appears.
import { expect, test } from '@playwright/test';

test('the second caption appears on hover and its link opens the profile', async ({ page }) => {
  await page.goto('/hovers');
  const second = page.getByRole('figure', { name: 'User 2' });
  // Wait for the avatar first, so "hidden" below means hidden and not yet drawn.
  const avatar = second.getByRole('img', { name: 'User avatar 2' });
  await expect(avatar).toBeVisible();
  await expect(page.getByText('User name: user2')).toBeHidden();
  await avatar.hover();
  await expect(page.getByText('User name: user2')).toBeVisible();
  await second.getByRole('link', { name: 'Open profile' }).click();
  await expect(page).toHaveURL(/\?profile=2$/);
  await expect(page.getByText('Showing the profile of user2.')).toBeVisible();
});
