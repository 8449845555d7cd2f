// Cookies: set and read cookies through the page and the browser context (context.cookies, addCookies).
import { expect, test } from '@playwright/test';

test('a cookie set on the page is in the browser and in both tables', async ({ page, context }) => {
  await page.goto('/cookies');
  await page.getByLabel('Name').fill('flavour');
  await page.getByLabel('Value').fill('chocolate');
  await page.getByRole('button', { name: 'Set cookie' }).click();
  await expect(page.getByRole('status')).toHaveText('Cookie flavour set.');
  const visible = page.getByRole('table', { name: 'Cookies visible to this page' });
  await expect(visible.getByRole('row', { name: /flavour chocolate/ })).toBeVisible();
  expect(await context.cookies()).toContainEqual(
    expect.objectContaining({ name: 'flavour', value: 'chocolate' }),
  );
});

test('a cookie added by the test shows after Refresh list', async ({ page, context, baseURL }) => {
  await page.goto('/cookies');
  await context.addCookies([{ name: 'tool', value: 'added', url: baseURL! }]);
  await page.getByRole('button', { name: 'Refresh list' }).click();
  const server = page.getByRole('table', { name: 'Cookies the server received' });
  await expect(server.getByRole('row', { name: 'tool added' })).toBeVisible();
});

test('the HttpOnly cookie is hidden from the page', async ({ page, context }) => {
  await page.goto('/cookies');
  await page.getByRole('button', { name: 'Set an HttpOnly cookie' }).click();
  await expect(page.getByRole('status')).toHaveText('HttpOnly cookie set.');
  const server = page.getByRole('table', { name: 'Cookies the server received' });
  await expect(
    server.getByRole('row', { name: 'practice_httponly (HttpOnly: hidden)' }),
  ).toBeVisible();
  expect(await page.evaluate(() => document.cookie)).not.toContain('practice_httponly');
  const cookie = (await context.cookies()).find((c) => c.name === 'practice_httponly');
  expect(cookie?.httpOnly).toBe(true);
});
