import type { Page } from '@playwright/test';
import { startBuiltServer } from '../support/builtServer.mjs';
import { expect, test } from './fixtures';
import { startSmtp } from '../support/smtpServer';

const INVALID = 'Invalid e-mail address. Please insert a valid e-mail address.';

/** A fresh address per test, so that no two tests share an inbox or an address limit. */
const address = (name: string) =>
  `${name}+${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

function form(page: Page) {
  return {
    email: page.getByLabel('E-mail'),
    send: page.getByRole('button', { name: 'Send reset e-mail' }),
    result: page.getByRole('status').filter({ hasText: 'A reset e-mail was sent to' }),
    inboxLink: page.getByRole('link', { name: 'Open the practice inbox' }),
  };
}

async function referenceOf(page: Page) {
  const line = page.getByText(/^Reference: [A-Z2-9]{6}$/);
  await expect(line).toBeVisible();
  return (await line.textContent())!.slice('Reference: '.length);
}

test('sends the reset e-mail: message, reference, inbox link, and the mail in the inbox', async ({
  page,
  consoleErrors,
}) => {
  const to = address('reset');
  await page.goto('/forgotPassword');
  const f = form(page);
  await expect(f.email).toHaveAttribute('type', 'email');
  await expect(f.email).toHaveAttribute('placeholder', 'Enter email');
  await f.email.fill(to);
  await f.send.click();
  await expect(f.result).toContainText(`A reset e-mail was sent to ${to}.`);
  const ref = await referenceOf(page);
  await expect(f.inboxLink).toHaveAttribute(
    'href',
    `/emailValidation/inbox?address=${encodeURIComponent(to)}`,
  );

  const inbox = await page.request.get(`/api/inbox/${encodeURIComponent(to)}`);
  const { messages } = (await inbox.json()) as { messages: { subject: string; text: string }[] };
  expect(messages[0]?.subject).toBe(`Password reset (${ref})`);
  expect(messages[0]?.text).toBe(
    [
      `A password reset was requested for ${to} (reference ${ref}).`,
      'This is a practice message: no account exists and no password was changed.',
      'To practise logging in, use username tester and password Str0ng!Pass at /login.',
    ].join('\n'),
  );

  await f.inboxLink.click();
  await expect(page.getByRole('heading', { name: `Inbox of ${to}` })).toBeVisible();
  await expect(page.getByRole('listitem').first()).toContainText(`Password reset (${ref})`);
  expect(consoleErrors).toEqual([]);
});

test('a second request draws a new reference', async ({ page }) => {
  const to = address('again');
  await page.goto('/forgotPassword');
  const f = form(page);
  await f.email.fill(to);
  await f.send.click();
  const first = await referenceOf(page);
  await f.send.click();
  await expect(page.getByText(/^Reference: /)).not.toHaveText(`Reference: ${first}`);
});

test('an address that breaks the e-mail rule is refused without a request', async ({ page }) => {
  let calls = 0;
  await page.route('**/api/forgot-password', (route) => {
    calls++;
    return route.continue();
  });
  await page.goto('/forgotPassword');
  const f = form(page);
  for (const bad of ['ann', 'ann @example.com', `${'a'.repeat(48)}@example.com`]) {
    await f.email.fill(bad);
    await f.send.click();
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText(INVALID);
    await expect(alert).toHaveClass(/alert-danger/);
  }
  expect(calls).toBe(0);
});

test('the button is disabled while the request runs; an error shows the server message', async ({
  page,
}) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/forgot-password', async (route) => {
    await held;
    await route.fulfill({
      status: 429,
      headers: { 'Retry-After': '120' },
      json: { message: 'Too many requests. Please wait 120 seconds before trying again.' },
    });
  });
  await page.goto('/forgotPassword');
  const f = form(page);
  await f.email.fill(address('busy'));
  await f.send.click();
  await expect(f.send).toBeDisabled();
  release();
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText('Too many requests. Please wait 120 seconds before trying again.');
  await expect(alert).toHaveClass(/alert-danger/);
  await expect(f.send).toBeEnabled();
});

test('with SMTP configured, the mail goes by SMTP and the page leaves out the inbox link', async ({
  page,
}) => {
  const smtp = await startSmtp();
  const server = await startBuiltServer({ env: { SMTP_URL: smtp.url } });
  try {
    await page.goto(`${server.url}/forgotPassword`);
    const f = form(page);
    await f.email.fill('smtp@example.com');
    await f.send.click();
    await expect(f.result).toContainText('A reset e-mail was sent to smtp@example.com.');
    const ref = await referenceOf(page);
    await expect(f.inboxLink).toHaveCount(0);
    expect(smtp.received.map((mail) => mail.data).join('')).toContain(`Password reset (${ref})`);
  } finally {
    await server.stop();
    await smtp.close();
  }
});
