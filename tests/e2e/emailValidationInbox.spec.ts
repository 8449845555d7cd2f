import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';

const address = (name: string) =>
  `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** Sends a code the way the page does: XSRF cookie first, then the header. */
async function sendCode(request: APIRequestContext, to: string) {
  const session = await request.get('/api/session');
  const token = /XSRF-TOKEN=([^;]+)/.exec(session.headers()['set-cookie'] ?? '')?.[1];
  const state = await request.storageState();
  const xsrf = token ?? state.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const res = await request.post('/api/send-email', {
    data: { email: to },
    headers: { 'X-XSRF-TOKEN': xsrf },
  });
  expect(res.status()).toBe(200);
}

test('shows the messages for an address, newest first, and refreshes', async ({
  page,
  consoleErrors,
}) => {
  const to = address('inbox');
  await sendCode(page.request, to);
  await page.goto('/emailValidation/inbox');
  await page.getByLabel('Email address').fill(to);
  await page.getByRole('button', { name: 'Open inbox' }).click();
  await expect(page).toHaveURL(/address=/);
  await expect(page.getByRole('heading', { name: `Inbox of ${to}` })).toBeVisible();
  const messages = page.getByRole('list', { name: 'Messages, newest first' }).getByRole('listitem');
  await expect(messages).toHaveCount(1);
  await expect(messages.first()).toContainText('Your verification code is');
  await expect(messages.first()).toContainText('From: Automation Playground');

  await sendCode(page.request, to);
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(messages).toHaveCount(2);
  const api = await (await page.request.get(`/api/inbox/${to}`)).json();
  const newestCode = /\d{6}/.exec(api.messages[0].text)![0];
  await expect(messages.first()).toContainText(newestCode);
  expect(consoleErrors).toEqual([]);
});

test('opens straight from a link with the address, and says when it is empty', async ({
  page,
  consoleErrors,
}) => {
  const to = address('empty');
  await page.goto(`/emailValidation/inbox?address=${encodeURIComponent(to)}`);
  await expect(page.getByLabel('Email address')).toHaveValue(to);
  await expect(
    page.getByText('No messages. Messages expire with their code after 10 minutes.'),
  ).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('refuses an invalid address', async ({ page, consoleErrors }) => {
  await page.goto('/emailValidation/inbox');
  await page.getByLabel('Email address').fill('not an address');
  await page.getByRole('button', { name: 'Open inbox' }).click();
  await expect(
    page.getByRole('alert').filter({
      hasText: 'Invalid e-mail address. Please insert a valid e-mail address.',
    }),
  ).toHaveClass(/alert-danger/);
  expect(consoleErrors).toEqual([]);
});

test('says when the inbox cannot be loaded', async ({ page, consoleErrors }) => {
  await page.route('**/api/inbox/**', (route) => route.abort());
  await page.goto('/emailValidation/inbox?address=ann%40example.com');
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Failed to load the inbox. Please try again later.' }),
  ).toBeVisible();
  expect(consoleErrors.filter((e) => !e.startsWith('Failed to load resource'))).toEqual([]);
});
