// Popup Login: catch the pop-up as it opens, sign in there, and assert back on the first page.
import { expect, test, type Page } from '@playwright/test';

async function openSignIn(page: Page) {
  // Start waiting before the click: the pop-up may open before a later wait would begin.
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Sign in with Practice ID' }).click();
  const popup = await popupOpened;
  await expect(popup).toHaveTitle('Practice ID Sign-in | Automation Playground');
  return popup;
}

test('signs in through the pop-up window', async ({ page }) => {
  await page.goto('/popupLogin');
  await expect(page.getByRole('status')).toHaveText('Not signed in.');
  const popup = await openSignIn(page);
  await expect(page.getByRole('status')).toHaveText('Waiting for the sign-in window…');

  await popup.getByLabel('Practice ID').fill('PX-2048');
  await popup.getByLabel('Passcode').fill('Window-42');
  // The pop-up closes itself after posting its result: wait for that, then look at the page.
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Sign in' }).click();
  await closed;
  expect(popup.isClosed()).toBe(true);
  await expect(page.getByRole('status')).toHaveText('Signed in as Practice Learner (PX-2048).');
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
});

test('closing the pop-up before signing in is noticed', async ({ page }) => {
  await page.goto('/popupLogin');
  const popup = await openSignIn(page);
  await popup.close();
  await expect(page.getByRole('status')).toHaveText(
    'The sign-in window was closed before signing in.',
  );
});

test('a blocked pop-up is reported', async ({ page }) => {
  // Before the page's scripts: window.open returns null, as under a pop-up blocker.
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await page.goto('/popupLogin');
  await page.getByRole('button', { name: 'Sign in with Practice ID' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'The sign-in window was blocked. Allow pop-ups for this site and try again.',
  );
});
