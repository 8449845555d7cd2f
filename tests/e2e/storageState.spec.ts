import type { Browser, BrowserContext, Page } from '@playwright/test';
import { startBuiltServer, type BuiltServer } from '../support/builtServer.mjs';
import { expect, frame, test } from './fixtures';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

const STORES = ['Cookie', 'localStorage', 'sessionStorage', 'IndexedDB'];
const IN_THIS_TAB = 'Signed in as tester (sign-in step done in this tab).';
const RESTORED = 'Signed in as tester (restored from stored state, no sign-in step).';
const ACCEPTED = 'accepted by the server (HttpOnly, value hidden)';
const REJECTED = 'rejected: unknown or expired session';
const incomplete = (missing: string) =>
  `Stored state is incomplete: ${missing} missing. Sign in again.`;
/** What Chromium logs for the 401 of GET /me when the browser has no session (and the 429s). */
const pageErrors = (errors: string[]) =>
  errors.filter((e) => !e.startsWith('Failed to load resource'));

const status = (page: Page) => page.getByRole('status');
const table = (page: Page) => page.getByRole('table', { name: 'What each store holds' });
const value = (page: Page, store: string) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: store, exact: true }) })
    .getByRole('cell')
    .last();
const signInButton = (page: Page) => page.getByRole('button', { name: 'Sign in' });
const signOutButton = (page: Page) => page.getByRole('button', { name: 'Sign out' });

async function expectValues(page: Page, values: string[]) {
  for (const [i, store] of STORES.entries())
    await expect(value(page, store)).toHaveText(values[i]!);
}

async function signIn(page: Page, password = 'Str0ng!Pass') {
  await page.getByLabel('Username').fill('tester');
  await page.getByLabel('Password').fill(password);
  await signInButton(page).click();
}

/** Every sign-in request the page sends from now on. */
function signInRequests(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/storage-state/sign-in') urls.push(request.url());
  });
  return urls;
}

test.describe('with the default 3-second sign-in', () => {
  test('a fresh context is signed out; signing in takes at least 3 s and fills the three stores', async ({
    page,
    context,
    consoleErrors,
  }) => {
    await page.goto('/storageState');
    await expect(
      page.getByText(
        'Use the username tester and the password Str0ng!Pass. Signing in takes 3 seconds.',
      ),
    ).toBeVisible();
    await expect(status(page)).toHaveText('Signed out.');
    await expect(table(page).getByRole('columnheader')).toHaveText(['Store', 'Key', 'Value']);
    await expect(table(page).getByRole('rowheader')).toHaveText(STORES);
    await expect(table(page).getByRole('code')).toHaveText([
      'storage_demo_session',
      'storageDemoUser',
      'storageDemoTab',
      'storageDemo / profile',
    ]);
    await expectValues(page, ['(none)', '(none)', '(none)', '(none)']);
    await expect(page.getByLabel('Password')).toHaveAttribute('type', 'password');
    await expect(signOutButton(page)).toHaveCount(0);

    await page.getByLabel('Username').fill('tester');
    await page.getByLabel('Password').fill('Str0ng!Pass');
    const answer = page.waitForResponse('**/api/storage-state/sign-in');
    const started = Date.now();
    await signInButton(page).click();
    await expect(status(page)).toHaveText('Signing in… this takes 3 seconds.');
    await expect(signInButton(page)).toBeDisabled();
    await expect(status(page)).toHaveText(IN_THIS_TAB, { timeout: 10_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(3_000);
    const { signedInAt } = (await (await answer).json()) as { signedInAt: string };
    expect(signedInAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    await expectValues(page, [
      ACCEPTED,
      'tester',
      signedInAt,
      `{"username":"tester","signedInAt":"${signedInAt}"}`,
    ]);
    await expect(signOutButton(page)).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveCount(0);

    const cookie = (await context.cookies()).find((c) => c.name === 'storage_demo_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', secure: false });
    // Max-Age 86400: the cookie outlives the browser for a day.
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(86_400 - 120);
    expect(await page.evaluate(() => document.cookie)).not.toContain('storage_demo_session');
    expect(pageErrors(consoleErrors)).toEqual([]);
  });

  test('leaving the page while signing in abandons the request', async ({ page }) => {
    await page.goto('/storageState');
    await expect(status(page)).toHaveText('Signed out.');
    const failed = page.waitForEvent(
      'requestfailed',
      (request) => new URL(request.url()).pathname === '/api/storage-state/sign-in',
    );
    await signIn(page);
    await expect(status(page)).toHaveText('Signing in… this takes 3 seconds.');
    await frame(page).logo.click();
    await expect(page).toHaveURL('/');
    expect((await failed).failure()?.errorText).toBe('net::ERR_ABORTED');
  });
});

// The rest sign in often: a server of the build whose sign-in answers at once.
test.describe('with an instant sign-in', () => {
  test.describe.configure({ mode: 'default' });
  let server: BuiltServer;
  test.beforeAll(async () => {
    server = await startBuiltServer({ env: { STORAGE_STATE_SIGN_IN_DELAY_SECONDS: '0' } });
  });
  test.afterAll(() => server?.stop());

  const open = async (page: Page) => page.goto(`${server.url}/storageState`);

  /** A new context of this server, from `storageState` if given. */
  const newContext = (browser: Browser, storageState?: StorageState) =>
    browser.newContext({ baseURL: server.url, storageState });

  /** Signs in on a page of its own and saves the state, IndexedDB included unless told. */
  async function savedState(browser: Browser, indexedDB = true): Promise<StorageState> {
    const context = await newContext(browser);
    const page = await context.newPage();
    await open(page);
    await signIn(page);
    await expect(status(page)).toHaveText(IN_THIS_TAB);
    const state = await context.storageState({ indexedDB });
    await context.close();
    return state;
  }

  /** A page of a new context started from `state`. */
  async function restored(browser: Browser, state: StorageState) {
    const context = await newContext(browser, state);
    const page = await context.newPage();
    return { context, page, signIns: signInRequests(page) };
  }

  test('a context from a state saved with IndexedDB is signed in within 1 s, with no sign-in request', async ({
    browser,
  }) => {
    const state = await savedState(browser);
    const { page, signIns } = await restored(browser, state);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await open(page);
    await expect(status(page)).toHaveText(RESTORED, { timeout: 1_000 });
    const signedInAt = await value(page, 'IndexedDB').evaluate(
      (cell) => (JSON.parse(cell.textContent ?? '') as { signedInAt: string }).signedInAt,
    );
    await expectValues(page, [
      ACCEPTED,
      'tester',
      '(none)',
      `{"username":"tester","signedInAt":"${signedInAt}"}`,
    ]);
    await expect(signOutButton(page)).toBeVisible();
    expect(signIns).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a state saved without IndexedDB reads "IndexedDB missing" and offers the form', async ({
    browser,
  }) => {
    const { page, signIns } = await restored(browser, await savedState(browser, false));
    await open(page);
    await expect(status(page)).toHaveText(incomplete('IndexedDB'));
    await expectValues(page, [ACCEPTED, 'tester', '(none)', '(none)']);
    await expect(signInButton(page)).toBeVisible();
    expect(signIns).toEqual([]);

    // Signing in again completes it, in this tab.
    await signIn(page);
    await expect(status(page)).toHaveText(IN_THIS_TAB);
    await expect(value(page, 'IndexedDB')).toContainText('{"username":"tester"');
  });

  test('incomplete states name what is lacking: cookie (or rejected), localStorage, IndexedDB', async ({
    browser,
  }) => {
    const state = await savedState(browser);
    const session = state.cookies.find((c) => c.name === 'storage_demo_session')!;
    const others = state.cookies.filter((c) => c !== session);
    const cases: { name: string; state: StorageState; status: string; cookie: string }[] = [
      {
        name: 'the cookie only',
        state: { ...state, origins: [] },
        status: incomplete('localStorage, IndexedDB'),
        cookie: ACCEPTED,
      },
      {
        name: 'no cookie',
        state: { ...state, cookies: others },
        status: incomplete('cookie'),
        cookie: '(none)',
      },
      {
        name: 'an unknown session',
        state: { ...state, cookies: [...others, { ...session, value: 'made-up' }] },
        status: incomplete('cookie'),
        cookie: REJECTED,
      },
      {
        name: 'localStorage naming another user',
        state: {
          ...state,
          origins: state.origins.map((origin) => ({
            ...origin,
            localStorage: [{ name: 'storageDemoUser', value: 'someone' }],
          })),
        },
        status: incomplete('localStorage'),
        cookie: ACCEPTED,
      },
    ];
    for (const c of cases) {
      await test.step(c.name, async () => {
        const { context, page } = await restored(browser, c.state);
        await open(page);
        await expect(status(page)).toHaveText(c.status);
        await expect(value(page, 'Cookie')).toHaveText(c.cookie);
        await expect(signInButton(page)).toBeVisible();
        await context.close();
      });
    }
  });

  test('"Sign out" empties all four stores, whatever the server answers', async ({ browser }) => {
    for (const serverAnswers of [true, false]) {
      await test.step(serverAnswers ? 'the server answers' : 'the server fails', async () => {
        const { context, page } = await restored(browser, await savedState(browser));
        if (!serverAnswers) {
          await page.route('**/api/storage-state/sign-out', (route) => route.abort());
        }
        await open(page);
        await expect(status(page)).toHaveText(RESTORED);
        await signOutButton(page).click();
        await expect(status(page)).toHaveText('Signed out. All four stores are empty.');
        await expectValues(page, ['(none)', '(none)', '(none)', '(none)']);
        await expect(signInButton(page)).toBeVisible();
        expect(await page.evaluate(() => localStorage.getItem('storageDemoUser'))).toBeNull();
        const databases = await page.evaluate(async () =>
          (await indexedDB.databases()).map((db) => db.name),
        );
        expect(databases).not.toContain('storageDemo');
        const cookies = (await context.cookies()).map((c) => c.name);
        expect(cookies.includes('storage_demo_session')).toBe(!serverAnswers);
        await page.reload();
        await expect(status(page)).toHaveText(
          serverAnswers ? 'Signed out.' : incomplete('localStorage, IndexedDB'),
        );
        await context.close();
      });
    }
  });

  test('the session ended by "Sign out" is rejected where a saved state still holds its cookie', async ({
    browser,
  }) => {
    const state = await savedState(browser);
    const first = await restored(browser, state);
    await open(first.page);
    await signOutButton(first.page).click();
    await expect(status(first.page)).toHaveText('Signed out. All four stores are empty.');
    const second = await restored(browser, state);
    await open(second.page);
    await expect(status(second.page)).toHaveText(incomplete('cookie'));
    await expect(value(second.page, 'Cookie')).toHaveText(REJECTED);
  });

  test('an empty field is refused without a request; a wrong password shows the server message', async ({
    page,
    consoleErrors,
  }) => {
    const signIns = signInRequests(page);
    await open(page);
    await expect(status(page)).toHaveText('Signed out.');
    for (const [username, password] of [
      ['', ''],
      ['tester', ''],
      ['', 'Str0ng!Pass'],
    ] as const) {
      await page.getByLabel('Username').fill(username);
      await page.getByLabel('Password').fill(password);
      await signInButton(page).click();
      await expect(page.getByRole('alert')).toHaveText('Enter both a username and a password.');
    }
    expect(signIns).toEqual([]);

    await signIn(page, 'wrong');
    await expect(page.getByRole('alert')).toHaveText('The username or password is not valid.');
    await expect(page.getByLabel('Password')).toHaveValue('');
    await expect(page.getByLabel('Username')).toHaveValue('tester');
    await expect(status(page)).toHaveText('Signed out.');
    await expectValues(page, ['(none)', '(none)', '(none)', '(none)']);
    expect(signIns).toHaveLength(1);
    expect(pageErrors(consoleErrors)).toEqual([]);
  });

  test("a refused sign-in or an unreadable cookie check shows the server's message", async ({
    page,
  }) => {
    await page.route('**/api/storage-state/me', (route) =>
      route.fulfill({
        status: 503,
        json: { message: 'The service is temporarily unavailable. Try again shortly.' },
      }),
    );
    await page.route('**/api/storage-state/sign-in', (route) =>
      route.fulfill({ status: 429, json: { message: 'Too many sign-ins at once.' } }),
    );
    await open(page);
    await expect(page.getByRole('alert')).toHaveText(
      'The service is temporarily unavailable. Try again shortly.',
    );
    await signIn(page);
    await expect(page.getByRole('alert')).toHaveText('Too many sign-ins at once.');
    await expect(page.getByLabel('Password')).toHaveValue('');
    await expect(signInButton(page)).toBeEnabled();
  });
});
