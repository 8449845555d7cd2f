// Offline mode: context.setOffline(true) fires the page's offline event and fails its requests;
// setOffline(false) brings it back, and the page syncs. page.route(…, r => r.abort()) fails the
// requests only: the page stays "online" with the note pending.
import { expect, test, type Page } from '@playwright/test';

const note = (page: Page, k: number) => page.getByTestId(`note-${k}`);

async function save(page: Page, text: string) {
  await page.getByLabel('Note', { exact: true }).fill(text);
  await page.getByRole('button', { name: 'Save note' }).click();
}

test('offline, "Buy milk" waits as Pending; back online, one POST syncs it', async ({
  page,
  context,
}) => {
  await page.goto('/offlineMode');
  // Wait until the page shows: going offline earlier would stop its scripts loading.
  await expect(page.locator('#connection-state')).toHaveText('Connection: online');
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/notes/') && request.method() === 'POST') {
      posts.push((request.postDataJSON() as { text: string }).text);
    }
  });

  await context.setOffline(true);
  await expect(page.locator('#connection-state')).toHaveText('Connection: offline');
  await save(page, 'Buy milk');
  await expect(note(page, 1)).toHaveText(/Note 1: Buy milk/);
  await expect(note(page, 1)).toContainText('Pending');
  expect(posts).toEqual([]);

  const device = await page.evaluate(() => localStorage.getItem('offlineNotesDevice'));
  const post = page.waitForRequest(`**/api/notes/${device}`);
  await context.setOffline(false);
  expect((await post).postDataJSON()).toMatchObject({ text: 'Buy milk' });
  await expect(note(page, 1)).toContainText('Synced');
  await expect(page.locator('#note-counts')).toHaveText('Pending: 0 · Synced: 1');
  expect(posts).toEqual(['Buy milk']);
});

test('a blocked request leaves the page online and the note pending', async ({ page }) => {
  await page.goto('/offlineMode');
  // Wait until the page shows: going offline earlier would stop its scripts loading.
  await expect(page.locator('#connection-state')).toHaveText('Connection: online');
  await page.route('**/api/notes/**', (route) => route.abort());
  await save(page, 'Blocked');
  await expect(page.locator('#sync-state')).toHaveText(
    'Sync failed: the server could not be reached.',
  );
  await expect(page.locator('#connection-state')).toHaveText('Connection: online');
  await expect(note(page, 1)).toHaveAttribute('data-state', 'pending');

  await page.unroute('**/api/notes/**');
  await page.getByRole('button', { name: 'Sync now' }).click();
  await expect(note(page, 1)).toHaveAttribute('data-state', 'synced');
});
