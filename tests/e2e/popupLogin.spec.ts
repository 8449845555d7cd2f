import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const SIGN_IN = 'Sign in with Practice ID';
const RESULT = {
  type: 'practice-id-result',
  practiceId: 'PX-2048',
  displayName: 'Practice Learner',
};

const status = (page: Page) => page.getByRole('status');
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** Records every window.open call of the page (its arguments) and the window it returned. */
async function recordWindowOpen(page: Page) {
  await page.addInitScript(() => {
    const open = window.open.bind(window);
    const calls: unknown[][] = [];
    Object.assign(window, { openCalls: calls });
    window.open = (...args: Parameters<typeof window.open>) => {
      calls.push(args);
      const opened = open(...args);
      Object.assign(window, { opened });
      return opened;
    };
  });
  return () => page.evaluate(() => (window as unknown as { openCalls: unknown[][] }).openCalls);
}

async function openSignIn(page: Page) {
  const popupOpened = page.waitForEvent('popup');
  await button(page, SIGN_IN).click();
  const popup = await popupOpened;
  await expect(popup.getByLabel('Practice ID')).toBeVisible();
  return popup;
}

async function signIn(popup: Page, id: string, passcode: string) {
  await popup.getByLabel('Practice ID').fill(id);
  await popup.getByLabel('Passcode').fill(passcode);
  await button(popup, 'Sign in').click();
}

test('opens one 480 × 640 pop-up keeping its opener, then only brings it to the front', async ({
  page,
  consoleErrors,
}) => {
  const openCalls = await recordWindowOpen(page);
  await page.goto('/popupLogin');
  await expect(
    page.getByText(
      'Use the Practice ID PX-2048 with the passcode Window-42, or PX-4096 with Window-84.',
    ),
  ).toBeVisible();
  await expect(page.locator('code')).toHaveText(['PX-2048', 'Window-42', 'PX-4096', 'Window-84']);
  await expect(status(page)).toHaveText('Not signed in.');

  const popup = await openSignIn(page);
  await expect(status(page)).toHaveText('Waiting for the sign-in window…');
  expect(new URL(popup.url()).pathname).toBe('/popupLogin/signin');
  await expect(popup).toHaveTitle('Practice ID Sign-in | Automation Playground');
  await expect(popup.getByLabel('Passcode')).toHaveAttribute('type', 'password');
  expect(await popup.evaluate(() => window.opener !== null)).toBe(true);
  expect(await openCalls()).toEqual([
    ['/popupLogin/signin', '_blank', 'popup,width=480,height=640'],
  ]);

  await button(page, SIGN_IN).click();
  await expect(status(page)).toHaveText('Waiting for the sign-in window…');
  expect(await openCalls()).toHaveLength(1);
  expect(page.context().pages()).toHaveLength(2);
  expect(consoleErrors).toEqual([]);
});

test('signing in as PX-2048 closes the pop-up and signs the page in; Sign out undoes it', async ({
  page,
}) => {
  await page.goto('/popupLogin');
  const popup = await openSignIn(page);
  const closed = popup.waitForEvent('close');
  await signIn(popup, 'PX-2048', 'Window-42');
  await closed;
  await expect(status(page)).toHaveText('Signed in as Practice Learner (PX-2048).');
  await button(page, 'Sign out').click();
  await expect(status(page)).toHaveText('Not signed in.');
  await expect(button(page, SIGN_IN)).toBeVisible();

  // Nothing is stored: a reload starts signed out.
  await openSignIn(page).then(async (again) => {
    const gone = again.waitForEvent('close');
    await signIn(again, 'PX-2048', 'Window-42');
    await gone;
  });
  await expect(status(page)).toHaveText('Signed in as Practice Learner (PX-2048).');
  await page.reload();
  await expect(status(page)).toHaveText('Not signed in.');
});

test('the ID is trimmed and compared ignoring case; wrong or missing values keep the window open', async ({
  page,
}) => {
  await page.goto('/popupLogin');
  const popup = await openSignIn(page);
  await button(popup, 'Sign in').click();
  await expect(popup.getByRole('alert')).toHaveText('Enter your Practice ID and your passcode.');
  await signIn(popup, 'PX-4096', 'Window-42');
  await expect(popup.getByRole('alert')).toHaveText('The Practice ID or the passcode is wrong.');
  await expect(popup.getByLabel('Passcode')).toHaveValue('');
  await expect(popup.getByLabel('Practice ID')).toHaveValue('PX-4096');
  await signIn(popup, 'PX-4096', 'window-84');
  await expect(popup.getByRole('alert')).toHaveText('The Practice ID or the passcode is wrong.');
  expect(popup.isClosed()).toBe(false);
  await expect(status(page)).toHaveText('Waiting for the sign-in window…');

  const closed = popup.waitForEvent('close');
  await signIn(popup, '  px-4096 ', 'Window-84');
  await closed;
  await expect(status(page)).toHaveText('Signed in as Practice Reviewer (PX-4096).');
});

test('Cancel closes the pop-up: "Sign-in was cancelled."', async ({ page }) => {
  await page.goto('/popupLogin');
  const popup = await openSignIn(page);
  const closed = popup.waitForEvent('close');
  await button(popup, 'Cancel').click();
  await closed;
  await expect(status(page)).toHaveText('Sign-in was cancelled.');
  await expect(button(page, SIGN_IN)).toBeVisible();
});

test('the pop-up closed another way is noticed within 1 s', async ({ page }) => {
  await page.goto('/popupLogin');
  const popup = await openSignIn(page);
  await popup.close();
  await expect(status(page)).toHaveText('The sign-in window was closed before signing in.', {
    timeout: 1_000,
  });
  // A new window opens on the next press.
  await openSignIn(page);
  await expect(status(page)).toHaveText('Waiting for the sign-in window…');
});

test('a window.open that returns null shows the blocked message', async ({ page }) => {
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await page.goto('/popupLogin');
  await button(page, SIGN_IN).click();
  await expect(status(page)).toHaveText(
    'The sign-in window was blocked. Allow pop-ups for this site and try again.',
  );
});

test('only messages from the window it opened, on its own origin, count', async ({ page }) => {
  await recordWindowOpen(page);
  await page.goto('/popupLogin');
  const popup = await openSignIn(page);
  await page.evaluate(async (result) => {
    // A result said to come from the pop-up but from another origin (handled at once).
    const opened = (window as unknown as { opened: Window }).opened;
    window.dispatchEvent(
      new MessageEvent('message', {
        data: result,
        source: opened,
        origin: 'http://elsewhere.example',
      }),
    );
    // A result the page posts to itself. A window's own messages arrive in order: once "done"
    // is here, the result has been handled; a frame later the page has rendered.
    const handled = new Promise((resolve) =>
      window.addEventListener('message', (event) => event.data === 'done' && resolve(null)),
    );
    window.postMessage(result, window.location.origin);
    window.postMessage('done', window.location.origin);
    await handled;
    await new Promise(requestAnimationFrame);
  }, RESULT);
  await expect(status(page)).toHaveText('Waiting for the sign-in window…');

  // From the pop-up: a message of another shape is ignored, the result counts.
  await popup.evaluate((result) => {
    window.opener.postMessage({ type: 'hello' }, window.location.origin);
    window.opener.postMessage(result, window.location.origin);
  }, RESULT);
  await expect(status(page)).toHaveText('Signed in as Practice Learner (PX-2048).');
});

test('the sign-in window without an opener shows only the way to Popup Login', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/popupLogin/signin');
  await expect(page.getByText('Open this window from the Popup Login page.')).toBeVisible();
  await expect(page.getByLabel('Practice ID')).toHaveCount(0);
  await expect(button(page, 'Sign in')).toHaveCount(0);
  await expect(button(page, 'Cancel')).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to Popup Login' }).click();
  await expect(page).toHaveURL(/\/popupLogin$/);
  await expect(status(page)).toHaveText('Not signed in.');
  expect(consoleErrors).toEqual([]);
});

test('the opener closed before Sign in: the window says where to start', async ({ page }) => {
  await page.goto('/popupLogin');
  const popup = await openSignIn(page);
  await page.close();
  await signIn(popup, 'PX-2048', 'Window-42');
  await expect(popup.getByText('Open this window from the Popup Login page.')).toBeVisible();
  await expect(popup.getByRole('link', { name: 'Go to Popup Login' })).toBeVisible();
});
