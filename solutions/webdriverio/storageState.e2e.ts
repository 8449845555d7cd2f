// Stored login state: WebdriverIO has no storageState file, so save getCookies() and the stores read by
// browser.execute after one sign-in; in a fresh session, setCookies, write the stores back and reload.
import { $, browser, expect } from '@wdio/globals';

const IN_THIS_TAB = 'Signed in as tester (sign-in step done in this tab).';
const RESTORED = 'Signed in as tester (restored from stored state, no sign-in step).';
const status = () => $('[role="status"]');
const storeValue = (store: string) =>
  $(`//table[caption="What each store holds"]//tr[th="${store}"]/td[last()]`);

async function signIn() {
  await $('aria/Username').setValue('tester');
  await $('aria/Password').setValue('Str0ng!Pass');
  await $('button=Sign in').click();
  await expect(status()).toHaveText(IN_THIS_TAB, { wait: 10_000 });
}

// The page's IndexedDB: database storageDemo, store profile. browser.execute awaits a promise.
const openProfiles = () =>
  new Promise<IDBDatabase>((resolve) => {
    const open = indexedDB.open('storageDemo', 1);
    open.onupgradeneeded = () => open.result.createObjectStore('profile', { keyPath: 'username' });
    open.onsuccess = () => resolve(open.result);
  });
const readProfiles = `return (${openProfiles})().then((db) => new Promise((resolve) => {
  const all = db.transaction('profile').objectStore('profile').getAll();
  all.onsuccess = () => { db.close(); resolve(all.result); };
}));`;
const writeProfiles = `return (${openProfiles})().then((db) => new Promise((resolve) => {
  const write = db.transaction('profile', 'readwrite');
  for (const record of arguments[0]) write.objectStore('profile').put(record);
  write.oncomplete = () => { db.close(); resolve(); };
}));`;

describe('Stored login state', () => {
  it('a fresh browser is signed out; signing in takes 3 s; signing out empties every store', async () => {
    await browser.url('/storageState');
    await expect(status()).toHaveText('Signed out.');
    const started = Date.now();
    await signIn();
    expect(Date.now() - started).toBeGreaterThanOrEqual(3_000);
    // The session cookie is HttpOnly: WebDriver sees it, the page's scripts do not.
    const [session] = await browser.getCookies({ name: 'storage_demo_session' });
    expect(session.httpOnly).toBe(true);

    await $('button=Sign out').click();
    await expect(status()).toHaveText('Signed out. All four stores are empty.');
    for (const store of ['Cookie', 'localStorage', 'sessionStorage', 'IndexedDB']) {
      await expect(storeValue(store)).toHaveText('(none)');
    }
  });

  describe('started from the saved state', () => {
    type Cookies = Awaited<ReturnType<typeof browser.getCookies>>;
    let saved: { cookies: Cookies; localUser: string | null; profiles: unknown[] };

    /** A new browser with empty stores, given the saved state on a page of the site, reloaded;
     * answers a spy on the sign-in requests of that reload. */
    async function restore({ withIndexedDb }: { withIndexedDb: boolean }) {
      await browser.reloadSession();
      await browser.url('/storageState');
      await expect(status()).toHaveText('Signed out.');
      await browser.setCookies(saved.cookies);
      await browser.execute(
        (user) => localStorage.setItem('storageDemoUser', user),
        saved.localUser!,
      );
      if (withIndexedDb) await browser.execute(writeProfiles, saved.profiles);
      const signIns = await browser.mock('/api/storage-state/sign-in');
      await browser.refresh();
      return signIns;
    }

    // The setup step: one real sign-in, its state kept (sessionStorage left out: it belongs to a tab).
    before(async () => {
      await browser.url('/storageState');
      await signIn();
      saved = {
        cookies: await browser.getCookies(),
        localUser: await browser.execute(() => localStorage.getItem('storageDemoUser')),
        profiles: await browser.execute<unknown[], []>(readProfiles),
      };
    });

    it('is signed in at once, with no sign-in request', async () => {
      const signIns = await restore({ withIndexedDb: true });
      await expect(status()).toHaveText(RESTORED, { wait: 1_000 });
      await expect(storeValue('sessionStorage')).toHaveText('(none)');
      await expect(storeValue('IndexedDB')).toHaveText('"username":"tester"', { containing: true });
      await expect(signIns).not.toBeRequested();
    });

    it('lacks the IndexedDB record when it was not written back', async () => {
      await restore({ withIndexedDb: false });
      await expect(status()).toHaveText(
        'Stored state is incomplete: IndexedDB missing. Sign in again.',
      );
    });
  });
});
