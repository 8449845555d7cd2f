// Basic Auth: give the browser context httpCredentials; it answers the 401 challenge with them.
import { expect, test } from '@playwright/test';

test.describe('with the credentials', () => {
  // Every page of this file's contexts sends student / playground when the server asks.
  test.use({ httpCredentials: { username: 'student', password: 'playground' } });

  test('the protected page says who is signed in', async ({ page }) => {
    await page.goto('/basicAuth');
    await page.getByRole('link', { name: 'Open the protected page' }).click();
    await expect(
      page.getByText('You are signed in with HTTP Basic authentication as student.'),
    ).toBeVisible();
  });
});

test('without credentials the server answers 401 with a Basic challenge', async ({ request }) => {
  // A headless browser has no sign-in dialog to show (page.goto fails): ask as an API request.
  const response = await request.get('/basicAuth/secure');
  expect(response.status()).toBe(401);
  expect(response.headers()['www-authenticate']).toContain('Basic realm=');
});

test.describe('with a wrong password', () => {
  test.use({ httpCredentials: { username: 'student', password: 'wrong' } });

  test('the refused page says "Not authorized"', async ({ page }) => {
    const response = await page.goto('/basicAuth/secure');
    expect(response?.status()).toBe(401);
    await expect(page.getByRole('heading', { name: 'Not authorized' })).toBeVisible();
  });
});
