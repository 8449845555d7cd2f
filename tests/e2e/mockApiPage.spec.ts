import type { Page } from '@playwright/test';
import { expect, MARKUP_INPUT, seriousAxeViolations, test } from './fixtures';

const newWorkspace = () => `e2e-${Math.random().toString(36).slice(2, 12)}`;
const cardIds = ['rotatingCode', 'echoGet', 'echoPost'] as const;
type CardId = (typeof cardIds)[number];

function card(page: Page, id: CardId) {
  const byId = (prefix: string) => page.locator(`#${prefix}-${id}`);
  return {
    region: page.locator(`#${id}`),
    send: byId('send'),
    empty: byId('empty'),
    status: byId('status'),
    saved: byId('saved'),
    elapsed: byId('elapsed'),
    attempt: byId('attempt'),
    body: byId('body'),
  };
}

test('shows the base URL, the counter and three cards, and sends nothing on load', async ({
  page,
  baseURL,
}) => {
  const practiceRequests: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/api/practice/')) practiceRequests.push(req.url());
  });
  const workspace = newWorkspace();
  await page.goto(`/mockApiPage?workspace=${workspace}`);
  await expect(page.getByText(`API Base URL: ${baseURL}/api/practice/${workspace}`)).toBeVisible();
  await expect(page.locator('#requestCount')).toHaveText('Requests sent: 0');
  await expect(page.getByRole('button', { name: 'Clear results' })).toHaveId('clearResults');
  const titles = {
    rotatingCode: ['GET a stable value', 'Send GET /code'],
    echoGet: ['GET on a POST-only endpoint', 'Send GET /echo'],
    echoPost: ['POST with a body', 'Send POST /echo'],
  } as const;
  for (const id of cardIds) {
    const [title, button] = titles[id];
    await expect(page.getByRole('region', { name: title })).toHaveId(id);
    await expect(page.getByRole('button', { name: button })).toHaveId(`send-${id}`);
    await expect(card(page, id).empty).toHaveText('No request sent yet.');
  }
  await expect(card(page, 'echoPost').region).toContainText(
    '{\n  "source": "mock-api-playground",\n  "value": "REAL_ROUND_TRIP"\n}',
  );
  expect(practiceRequests).toEqual([]);
});

test('unmocked: GET /code is 200 OK with the real code', async ({ page, request }) => {
  const workspace = newWorkspace();
  const { code } = (await (await request.get(`/api/practice/${workspace}/code`)).json()) as {
    code: string;
  };
  await page.goto(`/mockApiPage?workspace=${workspace}`);
  const c = card(page, 'rotatingCode');
  await c.send.click();
  await expect(c.status).toHaveText('Status: 200 OK');
  await expect(c.status).toHaveClass(/text-success/);
  await expect(c.saved).toHaveText(`Saved value (code): ${code}`);
  await expect(c.elapsed).toHaveText(/^Elapsed: \d+ ms$/);
  await expect(c.attempt).toHaveText('Request number: 1');
  await expect(c.body).toContainText(`"code": "${code}"`);
  await expect(c.empty).toHaveCount(0);
  await expect(page.locator('#requestCount')).toHaveText('Requests sent: 1');
});

test('unmocked: GET /echo is 404 Not Found and has no value', async ({ page }) => {
  await page.goto(`/mockApiPage?workspace=${newWorkspace()}`);
  const c = card(page, 'echoGet');
  await c.send.click();
  await expect(c.status).toHaveText('Status: 404 Not Found');
  await expect(c.status).toHaveClass(/text-danger/);
  await expect(c.saved).toHaveText('Saved value (value): not present in response');
  await expect(c.body).toHaveText('{\n  "message": "No such endpoint: GET /echo"\n}');
});

test('unmocked: POST /echo makes the real round trip', async ({ page, request }) => {
  const workspace = newWorkspace();
  await page.goto(`/mockApiPage?workspace=${workspace}`);
  const c = card(page, 'echoPost');
  await c.send.click();
  await expect(c.status).toHaveText('Status: 200 OK');
  await expect(c.saved).toHaveText('Saved value (received.value): REAL_ROUND_TRIP');
  await expect(c.body).toContainText('"source": "mock-api-playground"');
  // The backend kept it as the workspace's last POST (the one /apiPage shows).
  const last = (await (await request.get(`/api/practice/${workspace}/last-post`)).json()) as {
    lastPost: unknown;
  };
  expect(last.lastPost).toEqual({ source: 'mock-api-playground', value: 'REAL_ROUND_TRIP' });
});

test('mocked answers: another code, a value on GET /echo, objects as JSON, text, empty', async ({
  page,
}) => {
  await page.route('**/api/practice/*/code', (route) =>
    route.fulfill({ json: { code: 'MOCKED' } }),
  );
  await page.route('**/api/practice/*/echo', (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({ json: { value: { nested: [1, 2] } } })
      : route.fulfill({ status: 503, contentType: 'text/plain', body: MARKUP_INPUT }),
  );
  await page.goto(`/mockApiPage?workspace=${newWorkspace()}`);
  const code = card(page, 'rotatingCode');
  await code.send.click();
  await expect(code.status).toHaveText('Status: 200 OK');
  await expect(code.saved).toHaveText('Saved value (code): MOCKED');

  const get = card(page, 'echoGet');
  await get.send.click();
  await expect(get.status).toHaveText('Status: 200 OK');
  await expect(get.saved).toHaveText('Saved value (value): {"nested":[1,2]}');

  const post = card(page, 'echoPost');
  await post.send.click();
  await expect(post.status).toHaveText('Status: 503 Service Unavailable');
  await expect(post.saved).toHaveText('Saved value (received.value): not present in response');
  await expect(post.body).toHaveText(MARKUP_INPUT);
  await expect(page.locator('main img')).toHaveCount(0);

  await page.unroute('**/api/practice/*/code');
  await page.route('**/api/practice/*/code', (route) => route.fulfill({ status: 204, body: '' }));
  await code.send.click();
  await expect(code.status).toHaveText('Status: 204 No Content');
  await expect(code.body).toHaveText('(empty body)');
  await expect(code.attempt).toHaveText('Request number: 4');
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('a network failure: no response, and the error message', async ({ page }) => {
  await page.route('**/api/practice/*/code', (route) => route.abort('connectionrefused'));
  await page.goto(`/mockApiPage?workspace=${newWorkspace()}`);
  const c = card(page, 'rotatingCode');
  await c.send.click();
  await expect(c.status).toHaveText('Status: no response');
  await expect(c.status).toHaveClass(/text-danger/);
  await expect(c.saved).toHaveText('Saved value (code): not present in response');
  await expect(c.body).toHaveText(/^Request failed: .+/);
});

test('"Sending..." and disabled while the request runs', async ({ page }) => {
  let answer: () => void = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/practice/*/code', async (route) => {
    await answered;
    await route.fulfill({ json: { code: 'LATE' } });
  });
  await page.goto(`/mockApiPage?workspace=${newWorkspace()}`);
  const c = card(page, 'rotatingCode');
  await c.send.click();
  await expect(c.send).toHaveText('Sending...');
  await expect(c.send).toBeDisabled();
  answer();
  await expect(c.saved).toHaveText('Saved value (code): LATE');
  await expect(c.send).toHaveText('Send GET /code');
  await expect(c.send).toBeEnabled();
});

test('Clear results cancels a request still running', async ({ page }) => {
  let answer: () => void = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/practice/*/code', async (route) => {
    await answered;
    await route.fulfill({ json: { code: 'LATE' } }).catch(() => {});
  });
  await page.goto(`/mockApiPage?workspace=${newWorkspace()}`);
  const c = card(page, 'rotatingCode');
  await c.send.click();
  await expect(c.send).toBeDisabled();
  await page.getByRole('button', { name: 'Clear results' }).click();
  await expect(c.send).toHaveText('Send GET /code');
  await expect(c.send).toBeEnabled();
  answer();
  await card(page, 'echoGet').send.click();
  await expect(card(page, 'echoGet').attempt).toHaveText('Request number: 1');
  await expect(c.empty).toHaveText('No request sent yet.');
  await expect(page.locator('#requestCount')).toHaveText('Requests sent: 1');
});

test('each press counts once and its card keeps its number; Clear empties all', async ({
  page,
}) => {
  await page.route('**/api/practice/*/code', (route) => route.fulfill({ json: { code: 'X' } }));
  await page.route('**/api/practice/*/echo', (route) => route.fulfill({ json: {} }));
  await page.goto(`/mockApiPage?workspace=${newWorkspace()}`);
  const count = page.locator('#requestCount');
  await card(page, 'echoGet').send.click();
  await expect(card(page, 'echoGet').attempt).toHaveText('Request number: 1');
  await card(page, 'rotatingCode').send.click();
  await expect(card(page, 'rotatingCode').attempt).toHaveText('Request number: 2');
  // By keyboard too.
  await card(page, 'echoGet').send.focus();
  await page.keyboard.press('Enter');
  await expect(card(page, 'echoGet').attempt).toHaveText('Request number: 3');
  await expect(card(page, 'rotatingCode').attempt).toHaveText('Request number: 2');
  await expect(count).toHaveText('Requests sent: 3');

  await page.getByRole('button', { name: 'Clear results' }).click();
  await expect(count).toHaveText('Requests sent: 0');
  for (const id of cardIds) {
    await expect(card(page, id).empty).toHaveText('No request sent yet.');
    await expect(card(page, id).status).toHaveCount(0);
  }
  await card(page, 'echoPost').send.click();
  await expect(card(page, 'echoPost').attempt).toHaveText('Request number: 1');
  await expect(count).toHaveText('Requests sent: 1');
});

test('an invalid ?workspace= is ignored and said so', async ({ page, baseURL }) => {
  await page.goto('/mockApiPage?workspace=NO');
  await expect(page.getByRole('alert')).toHaveText(/^Invalid workspace name; using [a-z0-9]{8}\.$/);
  const workspace = (await page.evaluate(() => localStorage.getItem('apiWorkspace')))!;
  await expect(page.getByRole('alert')).toHaveText(`Invalid workspace name; using ${workspace}.`);
  await expect(page.getByText(`API Base URL: ${baseURL}/api/practice/${workspace}`)).toBeVisible();
});
