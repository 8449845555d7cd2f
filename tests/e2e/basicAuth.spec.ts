import type { Page } from '@playwright/test';
import { findExercise } from '../../src/shared/catalog';
import { expect, expectCatalogChecks, seriousAxeViolations, test } from './fixtures';

const SIGNED_IN = 'You are signed in with HTTP Basic authentication as student.';
const CHALLENGE = 'Basic realm="Automation Playground", charset="UTF-8"';

/** Clicks "Open the protected page" and returns the server's answer to that document request. */
async function openProtectedPage(page: Page) {
  // A document request proves a full page load: an in-app navigation would ask the server nothing.
  const answered = page.waitForResponse(
    (r) => r.request().isNavigationRequest() && new URL(r.url()).pathname === '/basicAuth/secure',
  );
  await page.getByRole('link', { name: 'Open the protected page' }).click();
  return answered;
}

/**
 * Answers the browser's sign-in dialog with Cancel, as a user would. (Headless Chromium shows no
 * dialog: left alone, it turns the challenge into an error page.)
 */
async function cancelSignInDialogs(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Fetch.requestPaused', ({ requestId }) => {
    void cdp.send('Fetch.continueRequest', { requestId });
  });
  cdp.on('Fetch.authRequired', ({ requestId }) => {
    void cdp.send('Fetch.continueWithAuth', {
      requestId,
      authChallengeResponse: { response: 'CancelAuth' },
    });
  });
  await cdp.send('Fetch.enable', {
    handleAuthRequests: true,
    patterns: [{ urlPattern: '*/basicAuth/secure' }],
  });
}

test.describe('without credentials', () => {
  test('shows the credentials, how tools send them, and a link to the protected page', async ({
    page,
  }) => {
    await page.goto('/basicAuth');
    await expect(page.getByText('Username: student', { exact: true })).toBeVisible();
    await expect(page.getByText('Password: playground', { exact: true })).toBeVisible();
    await expect(page.getByText(/asks for the credentials in its own dialog/)).toBeVisible();
    await expect(
      page.getByText(/in the URL .*HTTP credentials, or in an Authorization header/),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open the protected page' })).toHaveAttribute(
      'href',
      '/basicAuth/secure',
    );
  });

  test('the protected page answers 401 with the challenge; Cancel shows "Not authorized"', async ({
    page,
  }) => {
    await page.goto('/basicAuth');
    await cancelSignInDialogs(page);
    const response = await openProtectedPage(page);
    expect(response.status()).toBe(401);
    expect(response.headers()['www-authenticate']).toBe(CHALLENGE);
    expect(response.headers()['cache-control']).toBe('no-store');
    await expect(page).toHaveURL('/basicAuth/secure');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Not authorized');
    await expect(
      page.getByText('This page needs the credentials shown on the Basic Auth page.'),
    ).toBeVisible();
    await expect(page.getByText(SIGNED_IN)).toHaveCount(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Back to Basic Auth' }).click();
    await expect(page).toHaveURL('/basicAuth');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Basic Auth');
  });

  test('a request without credentials gets 401, never the page', async ({ request }) => {
    const response = await request.get('/basicAuth/secure');
    expect(response.status()).toBe(401);
    expect(response.headers()['www-authenticate']).toBe(CHALLENGE);
    expect(await response.text()).not.toContain('<div id="root">');
  });
});

test.describe('with the right credentials', () => {
  test.use({ httpCredentials: { username: 'student', password: 'playground' } });

  test('the link opens the signed-in page in a full page load', async ({ page }) => {
    await page.goto('/basicAuth');
    const response = await openProtectedPage(page);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('no-store');
    await expect(page).toHaveURL('/basicAuth/secure');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Basic Auth: Signed In');
    await expect(page.getByText(SIGNED_IN)).toBeVisible();

    await page.getByRole('link', { name: 'Back to Basic Auth' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Basic Auth');
  });

  test('the signed-in page passes the catalog checks', async ({ page, consoleErrors }) => {
    const exercise = findExercise('/basicAuth/secure')!;
    expect(exercise.genericChecks?.checkedInOwnSpec).toBe(true);
    const response = await page.goto(exercise.path);
    await expectCatalogChecks(page, exercise, response, consoleErrors);
  });
});

test.describe('with wrong credentials', () => {
  for (const [what, username, password] of [
    ['a wrong password', 'student', 'wrong'],
    ['a capitalised username', 'Student', 'playground'],
    ['a capitalised password', 'student', 'Playground'],
  ] as const) {
    test.describe(what, () => {
      test.use({ httpCredentials: { username, password } });

      test('the protected page stays 401 "Not authorized"', async ({ page }) => {
        const response = await page.goto('/basicAuth/secure');
        expect(response?.status()).toBe(401);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Not authorized');
        await expect(page.getByText(SIGNED_IN)).toHaveCount(0);
      });
    });
  }
});
