import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';

const connection = (page: Page) => page.getByRole('status').filter({ hasText: /^Connection:/ });
const syncState = (page: Page) => page.locator('#sync-state');
const noteCounts = (page: Page) => page.locator('#note-counts');
const note = (page: Page, k: number) => page.getByTestId(`note-${k}`);
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const isNotesCall = (request: Request) => new URL(request.url()).pathname.startsWith('/api/notes/');
const device = (page: Page) => page.evaluate(() => localStorage.getItem('offlineNotesDevice'));

/** Every call to /api/notes the page makes from now on, as "METHOD text-or-path". */
function recordCalls(page: Page) {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (!isNotesCall(request)) return;
    const body = request.postDataJSON() as { text?: string } | null;
    calls.push(`${request.method()} ${body?.text ?? new URL(request.url()).pathname}`);
  });
  return calls;
}

/** Opens the page and waits until it shows (going offline earlier would stop its script loading). */
async function open(page: Page) {
  await page.goto('/offlineMode');
  await expect(connection(page)).toHaveText('Connection: online');
}

async function save(page: Page, text: string) {
  await page.getByLabel('Note', { exact: true }).fill(text);
  await button(page, 'Save note').click();
}

async function expectNote(page: Page, k: number, text: string, state: string, badge: string) {
  await expect(note(page, k)).toHaveAttribute('data-state', state);
  await expect(note(page, k)).toContainText(`Note ${k}: ${text}`);
  await expect(note(page, k)).toContainText(badge);
}

test('a load online shows the connection, no notes, and sends nothing', async ({
  page,
  consoleErrors,
}) => {
  const calls = recordCalls(page);
  await open(page);
  await expect(connection(page)).toHaveText('Connection: online');
  await expect(noteCounts(page)).toHaveText('Pending: 0 · Synced: 0');
  await expect(syncState(page)).toHaveText('All notes are synced.');
  await expect(syncState(page)).toHaveRole('status');
  await expect(page.locator('#connection-state')).toHaveRole('status');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByLabel('Note', { exact: true })).toHaveAttribute('maxlength', '200');
  await expect(page.getByText('No notes yet.')).toBeVisible();
  await expect(button(page, 'Sync now')).toBeDisabled();
  await expect(button(page, 'Clear notes')).toBeEnabled();
  const id = await device(page);
  expect(id).toMatch(/^[a-z0-9]{12}$/);
  await page.reload();
  await expect(connection(page)).toHaveText('Connection: online');
  expect(await device(page)).toBe(id);
  expect(calls).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('offline, a note waits as "Pending"; back online, one POST syncs it', async ({
  page,
  context,
}) => {
  await open(page);
  const calls = recordCalls(page);
  await context.setOffline(true);
  await expect(connection(page)).toHaveText('Connection: offline');
  await save(page, 'Buy milk');
  await expectNote(page, 1, 'Buy milk', 'pending', 'Pending');
  await expect(page.getByLabel('Note', { exact: true })).toHaveValue('');
  await expect(noteCounts(page)).toHaveText('Pending: 1 · Synced: 0');
  await expect(syncState(page)).toHaveText(
    'Offline: notes will be sent when the connection returns.',
  );
  await expect(button(page, 'Sync now')).toBeDisabled();
  await expect(button(page, 'Clear notes')).toBeDisabled();

  const post = page.waitForRequest((r) => isNotesCall(r) && r.method() === 'POST');
  await context.setOffline(false);
  expect(new URL((await post).url()).pathname).toBe(`/api/notes/${await device(page)}`);
  expect((await post).postDataJSON()).toMatchObject({ number: 1, text: 'Buy milk' });
  await expect(connection(page)).toHaveText('Connection: online');
  await expectNote(page, 1, 'Buy milk', 'synced', 'Synced');
  await expect(noteCounts(page)).toHaveText('Pending: 0 · Synced: 1');
  await expect(syncState(page)).toHaveText('All notes are synced.');
  expect(calls).toEqual(['POST Buy milk']);

  const stored = await page.request.get(`/api/notes/${await device(page)}`);
  expect((await stored.json()).notes).toEqual([
    expect.objectContaining({ number: 1, text: 'Buy milk' }),
  ]);
});

test('online, a saved note is sent at once; Ctrl+Enter saves too; blank alerts in the page', async ({
  page,
  dialogs,
}) => {
  await open(page);
  await save(page, '  Call Bo  ');
  await expectNote(page, 1, 'Call Bo', 'synced', 'Synced');
  await page.getByLabel('Note', { exact: true }).fill('Water plants');
  await page.getByLabel('Note', { exact: true }).press('Control+Enter');
  await expectNote(page, 2, 'Water plants', 'synced', 'Synced');
  await expect(noteCounts(page)).toHaveText('Pending: 0 · Synced: 2');
  await save(page, '   ');
  await expect(page.getByRole('alert')).toHaveText('Write a note first.');
  await expect(page.getByRole('list', { name: 'Notes' }).getByRole('listitem')).toHaveCount(2);
  // Refused twice: still one alert. A saved note takes it away.
  await save(page, '');
  await expect(page.getByRole('alert')).toHaveText('Write a note first.');
  await save(page, 'Feed cat');
  await expectNote(page, 3, 'Feed cat', 'synced', 'Synced');
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(dialogs, 'no browser dialog: the alert is in the page').toEqual([]);
});

test('pending notes go one at a time, in order, with "Sending i of p…"', async ({
  page,
  context,
}) => {
  await open(page);
  await context.setOffline(true);
  for (const text of ['One', 'Two', 'Three']) await save(page, text);
  const held: (() => void)[] = [];
  const order: string[] = [];
  await page.route('**/api/notes/*', async (route) => {
    order.push((route.request().postDataJSON() as { text: string }).text);
    await new Promise<void>((resolve) => held.push(resolve));
    await route.fulfill({ status: 201, json: { note: {} } });
  });
  /** Answers the request the browser holds, once the route has it (the page may show it first). */
  const answerHeld = async () => {
    await expect.poll(() => held.length).toBe(1);
    held.shift()!();
  };
  await context.setOffline(false);
  await expect(syncState(page)).toHaveText('Sending 1 of 3…');
  await expectNote(page, 1, 'One', 'sending', 'Sending…');
  await expect(note(page, 2)).toHaveAttribute('data-state', 'pending');
  await expect.poll(() => order).toEqual(['One']);
  await answerHeld();
  await expect(syncState(page)).toHaveText('Sending 2 of 3…');
  await expect(note(page, 1)).toHaveAttribute('data-state', 'synced');
  await expect.poll(() => order).toEqual(['One', 'Two']);
  await answerHeld();
  await expect(syncState(page)).toHaveText('Sending 3 of 3…');
  await answerHeld();
  await expect(syncState(page)).toHaveText('All notes are synced.');
  await expect(noteCounts(page)).toHaveText('Pending: 0 · Synced: 3');
  await expect.poll(() => order).toEqual(['One', 'Two', 'Three']);
});

test('a blocked request leaves the page online with the note pending; "Sync now" sends it', async ({
  page,
}) => {
  await open(page);
  await page.route('**/api/notes/*', (route) => route.abort());
  await save(page, 'Blocked');
  await expect(syncState(page)).toHaveText('Sync failed: the server could not be reached.');
  await expect(connection(page)).toHaveText('Connection: online');
  await expectNote(page, 1, 'Blocked', 'pending', 'Pending');
  await expect(noteCounts(page)).toHaveText('Pending: 1 · Synced: 0');

  // The queue survives a reload; the sync on load fails again while blocked.
  await page.reload();
  await expectNote(page, 1, 'Blocked', 'pending', 'Pending');
  await expect(syncState(page)).toHaveText('Sync failed: the server could not be reached.');

  await page.unroute('**/api/notes/*');
  await button(page, 'Sync now').click();
  await expectNote(page, 1, 'Blocked', 'synced', 'Synced');
  await expect(syncState(page)).toHaveText('All notes are synced.');
  await expect(button(page, 'Sync now')).toBeDisabled();
});

test('a 400 or 409 rejects that note and the next goes on; a 429 pauses the sync', async ({
  page,
  context,
}) => {
  await open(page);
  await context.setOffline(true);
  for (const text of ['Too long', 'Too many', 'Fine', 'Slow down', 'Later']) await save(page, text);
  const answers: Record<string, { status: number; json: object }> = {
    'Too long': { status: 400, json: { message: 'Notes have 1 to 200 characters.' } },
    'Too many': { status: 409, json: { message: 'This device already has 50 notes.' } },
    Fine: { status: 201, json: { note: {} } },
    'Slow down': { status: 429, json: { message: 'Too many requests.' } },
  };
  await page.route('**/api/notes/*', (route) =>
    route.fulfill(answers[(route.request().postDataJSON() as { text: string }).text]!),
  );
  await context.setOffline(false);
  await expect(syncState(page)).toHaveText('Sync paused: Too many requests.');
  await expectNote(page, 1, 'Too long', 'rejected', 'Rejected: Notes have 1 to 200 characters.');
  await expectNote(page, 2, 'Too many', 'rejected', 'Rejected: This device already has 50 notes.');
  await expectNote(page, 3, 'Fine', 'synced', 'Synced');
  await expectNote(page, 4, 'Slow down', 'pending', 'Pending');
  await expectNote(page, 5, 'Later', 'pending', 'Pending');
  await expect(noteCounts(page)).toHaveText('Pending: 2 · Synced: 1');
});

test('"Clear notes" deletes them on the server and restarts the numbering', async ({ page }) => {
  await open(page);
  await save(page, 'First');
  await expectNote(page, 1, 'First', 'synced', 'Synced');
  const deleted = page.waitForRequest((r) => isNotesCall(r) && r.method() === 'DELETE');
  await button(page, 'Clear notes').click();
  expect(new URL((await deleted).url()).pathname).toBe(`/api/notes/${await device(page)}`);
  await expect(syncState(page)).toHaveText('All notes cleared.');
  const stored = await page.request.get(`/api/notes/${await device(page)}`);
  expect((await stored.json()).notes).toEqual([]);
  await expect(page.getByText('No notes yet.')).toBeVisible();
  await expect(noteCounts(page)).toHaveText('Pending: 0 · Synced: 0');
  await save(page, 'Again');
  await expectNote(page, 1, 'Again', 'synced', 'Synced');
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('offlineNotes')!))).toEqual([
    expect.objectContaining({ number: 1, text: 'Again', state: 'synced' }),
  ]);
});

test('with 50 notes listed, a 51st is refused with an alert in the page', async ({
  page,
  dialogs,
}) => {
  await open(page);
  await page.evaluate(() => {
    const notes = Array.from({ length: 50 }, (_, i) => ({
      number: i + 1,
      text: `Note ${i + 1}`,
      savedAt: '2026-11-28T07:00:00.000Z',
      state: 'synced',
    }));
    localStorage.setItem('offlineNotes', JSON.stringify(notes));
  });
  await page.reload();
  await expect(noteCounts(page)).toHaveText('Pending: 0 · Synced: 50');
  await save(page, 'One too many');
  await expect(page.getByRole('alert')).toHaveText('At most 50 notes. Clear them to write more.');
  await expect(note(page, 51)).toHaveCount(0);
  await expect(page.getByLabel('Note', { exact: true })).toHaveValue('One too many');
  // Cleared, the refusal no longer holds.
  await button(page, 'Clear notes').click();
  await expect(syncState(page)).toHaveText('All notes cleared.');
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(dialogs, 'no browser dialog: the alert is in the page').toEqual([]);
});

test('leaving the page stops a sync; the note is pending at the next visit', async ({ page }) => {
  await open(page);
  await page.route('**/api/notes/*', () => {
    // Never answered: the page must let go of it.
  });
  const failed = page.waitForEvent('requestfailed', isNotesCall);
  await save(page, 'Interrupted');
  await expectNote(page, 1, 'Interrupted', 'sending', 'Sending…');
  await page.getByRole('link', { name: 'Automation Playground' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await failed;
  await page.unroute('**/api/notes/*');
  await open(page);
  await expectNote(page, 1, 'Interrupted', 'synced', 'Synced');
});
