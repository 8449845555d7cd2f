import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const SEND_FAILED = 'Failed to send the e-mail. Please try again later.';
const VERIFY_FAILED = 'Failed to verify the code. Please try again later.';

/** A fresh address per test, so that no two tests share an inbox or an address rate limit. */
const address = (name: string) =>
  `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** Chromium reports each non-OK or failed fetch on the console; the page itself must log nothing. */
const pageErrors = (errors: string[]) =>
  errors.filter((e) => !e.startsWith('Failed to load resource'));

function form(page: Page) {
  return {
    email: page.getByLabel('Email address'),
    send: page.getByRole('button', { name: 'Send e-mail' }),
    code: page.getByLabel('Validation Code'),
    verify: page.getByRole('button', { name: 'Verify' }),
    alert: (text: string | RegExp) => page.getByRole('alert').filter({ hasText: text }),
  };
}

test('the full flow: send, read the code in the inbox in a second tab, verify', async ({
  page,
  consoleErrors,
}) => {
  const to = address('flow');
  await page.goto('/emailValidation');
  const f = form(page);
  await expect(f.email).toHaveAttribute('placeholder', 'Enter email');
  await expect(page.getByText("We'll never share your email with anyone else.")).toBeVisible();
  await expect(f.code).toHaveAttribute('placeholder', 'Enter validation code');
  await expect(f.code).toHaveAttribute('inputmode', 'numeric');

  await f.email.fill(to);
  await f.send.click();
  const sent = f.alert(`A 6-digit code was sent to ${to}. It expires in 10 minutes.`);
  await expect(sent).toBeVisible();
  await expect(sent).toHaveClass(/alert-info/);

  const [inbox] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: 'practice inbox' }).click(),
  ]);
  await expect(inbox.getByRole('heading', { name: `Inbox of ${to}` })).toBeVisible();
  const message = inbox.getByRole('listitem').first();
  await expect(message).toContainText('Your verification code');
  const code = /\b(\d{6})\b/.exec((await message.textContent()) ?? '')?.[1];
  expect(code).toMatch(/^\d{6}$/);
  await inbox.close();

  await f.code.fill(code!);
  await f.verify.click();
  const verified = f.alert('The code is valid: your e-mail address is verified.');
  await expect(verified).toBeVisible();
  await expect(verified).toHaveClass(/alert-info/);

  // The code is consumed: a second try fails, in danger style, with the server's message.
  await f.verify.click();
  await expect(f.alert(/No valid code/)).toHaveClass(/alert-danger/);
  expect(pageErrors(consoleErrors)).toEqual([]);
});

test('an invalid address is cleared and refused before sending', async ({
  page,
  consoleErrors,
}) => {
  let calls = 0;
  await page.route('**/api/send-email', (route) => {
    calls++;
    return route.continue();
  });
  await page.goto('/emailValidation');
  const f = form(page);
  for (const bad of ['ann', 'ann @example.com', `${'a'.repeat(48)}@example.com`]) {
    await f.email.fill(bad);
    await f.send.click();
    await expect(f.email).toHaveValue('');
    const alert = f.alert('Invalid e-mail address. Please insert a valid e-mail address.');
    await expect(alert).toBeVisible();
    await expect(alert).toHaveClass(/alert-danger/);
  }
  expect(calls).toBe(0);
  expect(consoleErrors).toEqual([]);
});

test('the code must be 6 characters before it is sent', async ({ page, consoleErrors }) => {
  await page.goto('/emailValidation');
  const f = form(page);
  await f.code.fill('12345');
  await f.verify.click();
  await expect(f.alert('Validation code must be 6 digits.')).toHaveClass(/alert-danger/);
  await f.code.fill('1234567');
  await f.verify.click();
  await expect(f.alert('Validation code must be 6 digits.')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a wrong code shows the tries left, and the 6th try fails even with the right code', async ({
  page,
  consoleErrors,
}) => {
  const to = address('brute');
  await page.goto('/emailValidation');
  const f = form(page);
  await f.email.fill(to);
  await f.send.click();
  await expect(f.alert(/A 6-digit code was sent/)).toBeVisible();
  const inbox = await page.request.get(`/api/inbox/${encodeURIComponent(to)}`);
  const code = /\b(\d{6})\b/.exec((await inbox.json()).messages[0].text)![1]!;
  const wrong = code === '000000' ? '111111' : '000000';
  await f.code.fill(wrong);
  for (const left of ['4 tries', '3 tries', '2 tries', '1 try']) {
    await f.verify.click();
    await expect(f.alert(`Invalid code. ${left} left.`)).toHaveClass(/alert-danger/);
  }
  await f.verify.click();
  await expect(f.alert('Invalid code. No tries left: please send a new code.')).toBeVisible();
  await f.code.fill(code);
  await f.verify.click();
  await expect(f.alert(/Too many wrong tries/)).toHaveClass(/alert-danger/);
  expect(pageErrors(consoleErrors)).toEqual([]);
});

test.describe('failure texts when the API fails', () => {
  test('send: a non-OK answer or a network failure', async ({ page, consoleErrors }) => {
    await page.goto('/emailValidation');
    const f = form(page);
    await page.route('**/api/send-email', (route) =>
      route.fulfill({ status: 500, json: { message: 'Boom' } }),
    );
    await f.email.fill('ann@example.com');
    await f.send.click();
    await expect(f.alert(SEND_FAILED)).toHaveClass(/alert-danger/);
    await expect(page.getByText('Boom')).toHaveCount(0);

    await page.unroute('**/api/send-email');
    await page.route('**/api/send-email', (route) => route.abort());
    await f.email.fill('bob@example.com');
    await f.send.click();
    await expect(f.alert(SEND_FAILED)).toBeVisible();
    await expect(f.email).toHaveValue('bob@example.com');
    expect(pageErrors(consoleErrors)).toEqual([]);
  });

  test('verify: a network failure or an answer that is not JSON', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/emailValidation');
    const f = form(page);
    await page.route('**/api/verify-code', (route) => route.abort('connectionrefused'));
    await f.code.fill('123456');
    await f.verify.click();
    await expect(f.alert(VERIFY_FAILED)).toHaveClass(/alert-danger/);

    await page.unroute('**/api/verify-code');
    await page.route('**/api/verify-code', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Proxy</h1>' }),
    );
    await f.code.fill('654321');
    await f.verify.click();
    await expect(f.alert(VERIFY_FAILED)).toBeVisible();
    expect(pageErrors(consoleErrors)).toEqual([]);
  });

  test('verify: the latest answer decides, and the message comes from it', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/emailValidation');
    const f = form(page);
    await page.route('**/api/verify-code', (route) =>
      route.fulfill({ status: 200, json: { message: 'All good' } }),
    );
    await f.code.fill('123456');
    await f.verify.click();
    await expect(f.alert('All good')).toHaveClass(/alert-info/);
    await page.unroute('**/api/verify-code');
    await page.route('**/api/verify-code', (route) =>
      route.fulfill({ status: 422, json: { message: 'Not this time' } }),
    );
    await f.verify.click();
    await expect(f.alert('Not this time')).toHaveClass(/alert-danger/);
    await expect(f.alert('All good')).toHaveCount(0);
    expect(pageErrors(consoleErrors)).toEqual([]);
  });
});

test('POSTs carry the XSRF header; a forged request is refused', async ({ page }) => {
  await page.goto('/emailValidation');
  const form_ = form(page);
  const request = page.waitForRequest('**/api/verify-code');
  await form_.code.fill('123456');
  await form_.verify.click();
  const headers = (await request).headers();
  const cookies = await page.context().cookies();
  const xsrf = cookies.find((c) => c.name === 'XSRF-TOKEN');
  expect(xsrf?.httpOnly).toBe(false);
  expect(headers['x-xsrf-token']).toBe(xsrf?.value);
  expect(headers['content-type']).toBe('application/json');

  const forged = await page.request.post('/api/send-email', {
    data: { email: 'ann@example.com' },
    headers: { 'X-XSRF-TOKEN': 'forged' },
  });
  expect(forged.status()).toBe(403);
  expect(await forged.json()).toEqual({
    message:
      'Missing or wrong anti-forgery token: send the XSRF-TOKEN cookie value in the X-XSRF-TOKEN header.',
  });
});
