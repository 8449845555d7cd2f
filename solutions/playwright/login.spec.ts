// Form authentication: log in, check the HttpOnly session cookie, log out, and test the guard.
import { expect, test } from '@playwright/test';

test('a wrong password is refused and empties the field', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Username').fill('tester');
  await page.getByLabel('Password').fill('wrong');
  await page.getByRole('button', { name: 'Log in' }).click();
  // The flash's text ends with its "×" close button.
  await expect(page.getByRole('alert')).toContainText('The password is not valid.');
  await expect(page.getByLabel('Password')).toHaveValue('');
});

test('logs in, reaches the secure area, logs out', async ({ page, context }) => {
  await page.goto('/login');
  await page.getByLabel('Username').fill('tester');
  await page.getByLabel('Password').fill('Str0ng!Pass');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/secureArea$/);
  await expect(page.getByRole('alert')).toContainText('You logged in to the secure area.');
  await expect(page.getByText('Signed in as tester.')).toBeVisible();

  // The session cookie is HttpOnly: the page cannot read it, the browser context can.
  const session = (await context.cookies()).find((c) => c.name === 'playground_session');
  expect(session?.httpOnly).toBe(true);

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('alert')).toContainText('You have been logged out.');

  // Signed out, the server sends /secureArea back to the login form.
  await page.goto('/secureArea');
  await expect(page).toHaveURL(/\/login\?notice=login-required$/);
  await expect(page.getByRole('alert')).toContainText('Log in first to see the secure area.');
});
