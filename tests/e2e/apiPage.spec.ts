import type { APIRequestContext, Page } from '@playwright/test';
import { gotoWithTimeStopped } from './clock';
import {
  DESKTOP_VIEWPORT,
  expect,
  frame,
  layoutShifts,
  MARKUP_INPUT,
  PHONE_VIEWPORT,
  seriousAxeViolations,
  test,
} from './fixtures';

const POLL_MS = 2000;

/** A workspace of this test's own, so that tests running side by side never meet. */
const newWorkspace = () => `e2e-${Math.random().toString(36).slice(2, 12)}`;
const card = (page: Page, title: string) => page.getByRole('region', { name: title });
/** A server timestamp as the page shows it: the browser's locale format. */
const shown = (page: Page, iso: string) =>
  page.evaluate((time) => new Date(time).toLocaleString(), iso);

function api(request: APIRequestContext, workspace: string) {
  const base = `/api/practice/${workspace}`;
  return {
    send: async (method: string, path: string, data?: unknown) => {
      // Stringified here: Playwright sends a string `data` as it is, not as JSON.
      const body =
        data === undefined
          ? {}
          : { data: JSON.stringify(data), headers: { 'Content-Type': 'application/json' } };
      const res = await request.fetch(`${base}${path}`, { method, ...body });
      expect(res.status()).toBe(200);
      return (await res.json()) as Record<string, unknown> & { timestamp: string };
    },
  };
}

/** Counts the page's requests to each practice path ("/last-post", "/code" ...). */
function countRequests(page: Page) {
  const counts = new Map<string, number>();
  page.on('request', (req) => {
    const match = /\/api\/practice\/[^/]+(\/[^?]*)/.exec(req.url());
    if (match)
      counts.set(
        `${req.method()} ${match[1]}`,
        (counts.get(`${req.method()} ${match[1]}`) ?? 0) + 1,
      );
  });
  return (key: string) => counts.get(key) ?? 0;
}

test('the first answers move nothing, on a phone as on a desktop', async ({ browser, baseURL }) => {
  for (const viewport of [PHONE_VIEWPORT, DESKTOP_VIEWPORT]) {
    const page = await browser.newPage({ baseURL, viewport });
    await page.goto(`/apiPage?workspace=${newWorkspace()}`);
    await expect(card(page, 'GET /code')).toContainText('Current code:');
    await expect(card(page, 'DELETE /delete')).toContainText('This element is visible');
    expect(await layoutShifts(page), `${viewport.width} px wide`).toEqual([]);
    await page.close();
  }
});

test('shows the base URL, the workspace and five cards in their first state', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  const workspace = newWorkspace();
  await page.goto(`/apiPage?workspace=${workspace}`);
  await expect(page.getByText(`API Base URL: ${baseURL}/api/practice/${workspace}`)).toBeVisible();
  await expect(page.getByText(`Workspace: ${workspace}`, { exact: true })).toBeVisible();
  await expect(card(page, 'GET /code')).toContainText(/Current code: [A-Z0-9]{6} \(.+\)/);
  await expect(card(page, 'GET /code').getByRole('button', { name: 'Refresh code' })).toBeVisible();
  for (const [title, method] of [
    ['POST /echo', 'POST'],
    ['PUT /update', 'PUT'],
    ['PATCH /modify', 'PATCH'],
  ]) {
    await expect(card(page, title!)).toContainText(`No ${method} received yet.`);
  }
  const deletion = card(page, 'DELETE /delete');
  await expect(deletion).toContainText('Test Element Status:');
  await expect(deletion).toContainText('✅ This element is visible and can be deleted');
  await expect(deletion).toContainText('Send a DELETE request to remove this element');
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('GET /code: the code of the workspace with its time; Refresh asks again', async ({
  page,
  request,
}) => {
  const workspace = newWorkspace();
  // The code is made at the workspace's first use, then constant.
  const code = String((await api(request, workspace).send('GET', '/code')).code);
  const codes = countRequests(page);
  await page.goto(`/apiPage?workspace=${workspace}`);
  const line = card(page, 'GET /code').getByText(/^Current code:/);
  await expect(line).toHaveText(new RegExp(`^Current code: ${code} \\(.+\\)$`));
  expect(codes('GET /code')).toBe(1);
  const refresh = page.getByRole('button', { name: 'Refresh code' });
  await refresh.focus();
  const refreshed = page.waitForResponse((res) => res.url().endsWith(`/${workspace}/code`));
  await page.keyboard.press('Enter');
  const answer = (await (await refreshed).json()) as { code: string; timestamp: string };
  expect(answer.code).toBe(code);
  expect(codes('GET /code')).toBe(2);
  await expect(line).toHaveText(`Current code: ${code} (${await shown(page, answer.timestamp)})`);
});

test('GET /code shows the time of the answer in the locale format', async ({ page }) => {
  const workspace = newWorkspace();
  const answer = page.waitForResponse((res) => res.url().endsWith(`/${workspace}/code`));
  await page.goto(`/apiPage?workspace=${workspace}`);
  const { code, timestamp } = (await (await answer).json()) as { code: string; timestamp: string };
  await expect(card(page, 'GET /code')).toContainText(
    `Current code: ${code} (${await shown(page, timestamp)})`,
  );
});

test('"Error fetching code." when GET /code fails', async ({ page }) => {
  await page.route('**/api/practice/*/code', (route) => route.abort());
  await page.goto(`/apiPage?workspace=${newWorkspace()}`);
  await expect(card(page, 'GET /code')).toContainText('Error fetching code.');
});

test('a POST, PUT and PATCH sent by a tester show within one poll, indented, with their time', async ({
  page,
  request,
}) => {
  const workspace = newWorkspace();
  const calls = countRequests(page);
  await gotoWithTimeStopped(page, `/apiPage?workspace=${workspace}`);
  await expect(card(page, 'POST /echo')).toContainText('No POST received yet.');
  expect(calls('GET /last-post')).toBe(1);

  const practice = api(request, workspace);
  const post = await practice.send('POST', '/echo', { name: 'test' });
  const put = await practice.send('PUT', '/update', [1, { two: 2 }]);
  const patch = await practice.send('PATCH', '/modify', MARKUP_INPUT);
  // Nothing changes before the next poll, 2 s after the first one.
  await page.clock.runFor(POLL_MS - 1);
  expect(calls('GET /last-post')).toBe(1);
  await expect(card(page, 'POST /echo')).toContainText('No POST received yet.');
  await page.clock.runFor(1);
  await expect.poll(() => calls('GET /last-post')).toBe(2);

  const postCard = card(page, 'POST /echo');
  await expect(postCard.getByText('Last POST received by backend:')).toBeVisible();
  await expect(postCard.locator('pre')).toHaveText('{\n  "name": "test"\n}');
  await expect(postCard).toContainText(`(${await shown(page, post.timestamp)})`);
  const putCard = card(page, 'PUT /update');
  await expect(putCard.getByText('Last PUT received by backend:')).toBeVisible();
  await expect(putCard.locator('pre')).toHaveText('[\n  1,\n  {\n    "two": 2\n  }\n]');
  await expect(putCard).toContainText(`(${await shown(page, put.timestamp)})`);
  const patchCard = card(page, 'PATCH /modify');
  await expect(patchCard.getByText('Last PATCH received by backend:')).toBeVisible();
  await expect(patchCard.locator('pre')).toHaveText(JSON.stringify(MARKUP_INPUT));
  await expect(patchCard).toContainText(`(${await shown(page, patch.timestamp)})`);
  await expect(page.locator('main img')).toHaveCount(0);
});

test('after DELETE /delete the element reads deleted; a reload restores it', async ({
  page,
  request,
}) => {
  const workspace = newWorkspace();
  await page.goto(`/apiPage?workspace=${workspace}`);
  const deletion = card(page, 'DELETE /delete');
  await expect(deletion).toContainText('✅ This element is visible and can be deleted');
  const { timestamp } = await api(request, workspace).send('DELETE', '/delete');
  // Real polls: the page shows it within one 2 s poll.
  await expect(deletion).toContainText('❌ This element has been deleted', { timeout: 3000 });
  await expect(deletion).toContainText('Reload the page to restore it');
  await expect(deletion).toContainText(`Deleted at: ${await shown(page, timestamp)}`);
  await expect(deletion).not.toContainText('✅');
  await api(request, workspace).send('POST', '/echo', { name: 'test' });
  await expect(card(page, 'POST /echo').locator('pre')).toBeVisible({ timeout: 3000 });
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.reload();
  await expect(deletion).toContainText('✅ This element is visible and can be deleted');
  await expect(deletion).not.toContainText('❌');
});

test('sends no POST, PUT, PATCH or DELETE but the reset, and polls every 2 s until left', async ({
  page,
}) => {
  const calls = countRequests(page);
  const writes: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/api/practice/') && req.method() !== 'GET') {
      writes.push(`${req.method()} ${new URL(req.url()).pathname.split('/').at(-1)}`);
    }
  });
  await gotoWithTimeStopped(page, `/apiPage?workspace=${newWorkspace()}`);
  await expect(card(page, 'DELETE /delete')).toContainText('✅');
  for (const path of ['/last-post', '/last-put', '/last-patch', '/last-delete']) {
    expect(calls(`GET ${path}`), path).toBe(1);
  }
  for (let round = 2; round <= 4; round++) {
    await page.clock.runFor(POLL_MS);
    for (const path of ['/last-post', '/last-put', '/last-patch', '/last-delete']) {
      await expect.poll(() => calls(`GET ${path}`), path).toBe(round);
    }
  }
  expect(writes).toEqual(['POST reset-delete']);
  expect(calls('GET /code')).toBe(1);

  await frame(page).logo.click();
  await expect(frame(page).heading).toHaveText('Automation Playground');
  await page.clock.runFor(5 * POLL_MS);
  expect(calls('GET /last-post')).toBe(4);
  expect(calls('GET /last-delete')).toBe(4);
});

test('without ?workspace= the page makes an 8-character workspace and keeps it', async ({
  page,
  baseURL,
}) => {
  await page.goto('/apiPage');
  // The page makes and keeps its workspace once it runs: wait for it, then read it.
  const keptWorkspace = () => page.evaluate(() => localStorage.getItem('apiWorkspace'));
  await expect.poll(keptWorkspace).toMatch(/^[a-z0-9]{8}$/);
  const workspace = (await keptWorkspace())!;
  await expect(page.getByText(`Workspace: ${workspace}`, { exact: true })).toBeVisible();
  await expect(page.getByText(`API Base URL: ${baseURL}/api/practice/${workspace}`)).toBeVisible();
  await page.reload();
  await expect(page.getByText(`Workspace: ${workspace}`, { exact: true })).toBeVisible();

  // A valid ?workspace= is used (and the kept one stays); an invalid one is ignored, and said so.
  await page.goto('/apiPage?workspace=my-team-1');
  await expect(page.getByText('Workspace: my-team-1', { exact: true })).toBeVisible();
  await page.goto('/apiPage?workspace=Not_Valid');
  await expect(page.getByRole('alert')).toHaveText(`Invalid workspace name; using ${workspace}.`);
  await expect(page.getByText(`Workspace: ${workspace}`, { exact: true })).toBeVisible();
});
