// Stored login state: sign in once, save context.storageState({ path, indexedDB: true }), and
// start later tests from that file with test.use({ storageState }): no slow sign-in again.
import { expect, test as base, type Page } from '@playwright/test';

const IN_THIS_TAB = 'Signed in as tester (sign-in step done in this tab).';
const RESTORED = 'Signed in as tester (restored from stored state, no sign-in step).';

const status = (page: Page) => page.getByRole('status');
const storeValue = (page: Page, store: string) =>
  page
    .getByRole('table', { name: 'What each store holds' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: store, exact: true }) })
    .getByRole('cell')
    .last();

async function signIn(page: Page) {
  await page.getByLabel('Username').fill('tester');
  await page.getByLabel('Password').fill('Str0ng!Pass');
  await page.getByRole('button', { name: 'Sign in' }).click();
}

interface SavedStates {
  /** Cookies, localStorage and IndexedDB. */
  withIndexedDb: string;
  /** Cookies and localStorage only: storageState() leaves IndexedDB out unless asked. */
  withoutIndexedDb: string;
}

// The setup step: one real sign-in per worker, saved to files the later tests start from. (In a
// larger suite this is a setup project the others depend on, writing to a fixed path.)
const test = base.extend<object, { savedStates: SavedStates }>({
  savedStates: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      const page = await context.newPage();
      await page.goto('/storageState');
      await signIn(page);
      await expect(status(page)).toHaveText(IN_THIS_TAB, { timeout: 10_000 });
      const file = (name: string) =>
        `${workerInfo.project.outputDir}/storageState-${workerInfo.workerIndex}-${name}.json`;
      const saved = { withIndexedDb: file('full'), withoutIndexedDb: file('no-indexeddb') };
      await context.storageState({ path: saved.withIndexedDb, indexedDB: true });
      await context.storageState({ path: saved.withoutIndexedDb });
      await context.close();
      await use(saved);
    },
    { scope: 'worker' },
  ],
});

test('a fresh context is signed out; signing in takes 3 s; signing out empties every store', async ({
  page,
}) => {
  await page.goto('/storageState');
  await expect(status(page)).toHaveText('Signed out.');
  const started = Date.now();
  await signIn(page);
  await expect(status(page)).toHaveText(IN_THIS_TAB, { timeout: 10_000 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(3_000);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(status(page)).toHaveText('Signed out. All four stores are empty.');
  for (const store of ['Cookie', 'localStorage', 'sessionStorage', 'IndexedDB']) {
    await expect(storeValue(page, store)).toHaveText('(none)');
  }
});

test.describe('started from the saved state', () => {
  test.use({ storageState: ({ savedStates }, use) => use(savedStates.withIndexedDb) });

  test('is signed in at once, with no sign-in request', async ({ page }) => {
    const signIns: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/storage-state/sign-in')) signIns.push(request.url());
    });
    await page.goto('/storageState');
    await expect(status(page)).toHaveText(RESTORED, { timeout: 1_000 });
    // sessionStorage belongs to a tab: a saved state never holds it.
    await expect(storeValue(page, 'sessionStorage')).toHaveText('(none)');
    await expect(storeValue(page, 'IndexedDB')).toContainText('"username":"tester"');
    expect(signIns).toEqual([]);
  });
});

test.describe('started from a state saved without indexedDB: true', () => {
  test.use({ storageState: ({ savedStates }, use) => use(savedStates.withoutIndexedDb) });

  test('lacks the IndexedDB record', async ({ page }) => {
    await page.goto('/storageState');
    await expect(status(page)).toHaveText(
      'Stored state is incomplete: IndexedDB missing. Sign in again.',
    );
  });
});
