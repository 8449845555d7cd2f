import type { Page } from '@playwright/test';
import { expect, MARKUP_INPUT, test } from './fixtures';

const visible = (page: Page) => page.getByRole('table', { name: 'Cookies visible to this page' });
const received = (page: Page) => page.getByRole('table', { name: 'Cookies the server received' });
const status = (page: Page) => page.getByRole('status');
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const row = (table: ReturnType<typeof visible>, name: string) =>
  table.getByRole('row').filter({ has: table.page().getByRole('cell', { name, exact: true }) });

async function setCookie(page: Page, name: string, value: string) {
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Value').fill(value);
  await button(page, 'Set cookie').click();
}

test('starts with both tables empty', async ({ page, consoleErrors }) => {
  await page.goto('/cookies');
  await expect(visible(page).getByRole('cell')).toHaveText([
    'No cookies are visible to this page.',
  ]);
  await expect(received(page).getByRole('cell')).toHaveText(['The server received no cookies.']);
  for (const name of ['Refresh list', 'Delete all cookies', 'Set an HttpOnly cookie']) {
    await expect(button(page, name)).toBeVisible();
  }
  expect(consoleErrors).toEqual([]);
});

test('sets a cookie for the site, lists it in both tables, and deletes it', async ({
  page,
  context,
}) => {
  await page.goto('/cookies');
  await setCookie(page, 'flavour', 'chocolate');
  await expect(status(page)).toHaveText('Cookie flavour set.');
  await expect(row(visible(page), 'flavour').getByRole('cell')).toHaveText([
    'flavour',
    'chocolate',
    'Delete flavour',
  ]);
  await expect(row(received(page), 'flavour').getByRole('cell')).toHaveText([
    'flavour',
    'chocolate',
  ]);
  const [cookie] = await context.cookies();
  expect(cookie).toMatchObject({ name: 'flavour', value: 'chocolate', path: '/', sameSite: 'Lax' });
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(86_000);
  expect(cookie!.expires - Date.now() / 1000).toBeLessThanOrEqual(86_400);

  await button(page, 'Delete flavour').click();
  await expect(status(page)).toHaveText('Cookie flavour deleted.');
  await expect(row(visible(page), 'flavour')).toHaveCount(0);
  await expect(received(page).getByRole('cell')).toHaveText(['The server received no cookies.']);
  expect(await context.cookies()).toEqual([]);
});

test('values are URL-encoded in the cookie and shown decoded, as text', async ({
  page,
  context,
}) => {
  await page.goto('/cookies');
  await setCookie(page, 'note', 'dark chocolate; 100%');
  await expect(row(visible(page), 'note').getByRole('cell').nth(1)).toHaveText(
    'dark chocolate; 100%',
  );
  await expect(row(received(page), 'note').getByRole('cell').nth(1)).toHaveText(
    'dark chocolate; 100%',
  );
  expect((await context.cookies())[0]?.value).toBe('dark%20chocolate%3B%20100%25');
  // Enter in a field sets it too.
  await page.getByLabel('Name').fill('markup');
  await page.getByLabel('Value').fill(MARKUP_INPUT);
  await page.getByLabel('Value').press('Enter');
  await expect(row(visible(page), 'markup').getByRole('cell').nth(1)).toHaveText(MARKUP_INPUT);
});

test('refuses bad names and long values', async ({ page, context }) => {
  await page.goto('/cookies');
  const badName = 'Cookie names may use only letters, digits, - and _ (1 to 50 characters).';
  for (const name of ['', 'two words', 'a;b', 'n'.repeat(51)]) {
    await setCookie(page, name, 'v');
    await expect(status(page)).toHaveText(badName);
    await expect(status(page)).toHaveClass(/alert-danger/);
  }
  await setCookie(page, 'long', 'v'.repeat(201));
  await expect(status(page)).toHaveText('Cookie values may have at most 200 characters.');
  await setCookie(page, `a-B_${'n'.repeat(46)}`, 'v'.repeat(200));
  await expect(status(page)).toHaveText(`Cookie a-B_${'n'.repeat(46)} set.`);
  expect((await context.cookies()).map((c) => c.name)).toEqual([`a-B_${'n'.repeat(46)}`]);
});

test('a cookie the tool adds shows after Refresh list', async ({ page, context, baseURL }) => {
  await page.goto('/cookies');
  // The list is read once the page has rendered: add the cookie only after that.
  await expect(visible(page).getByRole('cell')).toHaveText([
    'No cookies are visible to this page.',
  ]);
  await context.addCookies([{ name: 'tool', value: 'added', url: baseURL! }]);
  await expect(row(visible(page), 'tool')).toHaveCount(0);
  await button(page, 'Refresh list').click();
  await expect(row(visible(page), 'tool').getByRole('cell').nth(1)).toHaveText('added');
  await expect(row(received(page), 'tool').getByRole('cell').nth(1)).toHaveText('added');
});

test('the HttpOnly cookie shows only in the server table, and survives Delete all', async ({
  page,
  context,
}) => {
  await page.goto('/cookies');
  await setCookie(page, 'flavour', 'chocolate');
  await button(page, 'Set an HttpOnly cookie').click();
  await expect(status(page)).toHaveText('HttpOnly cookie set.');
  await expect(row(received(page), 'practice_httponly').getByRole('cell')).toHaveText([
    'practice_httponly',
    '(HttpOnly: hidden)',
  ]);
  await expect(row(visible(page), 'XSRF-TOKEN')).toHaveCount(1);
  await expect(row(visible(page), 'practice_httponly')).toHaveCount(0);
  expect(await context.cookies()).toContainEqual(
    expect.objectContaining({ name: 'practice_httponly', value: '1', httpOnly: true }),
  );

  await button(page, 'Delete all cookies').click();
  await expect(status(page)).toHaveText('All visible cookies deleted.');
  await expect(visible(page).getByRole('cell')).toHaveText([
    'No cookies are visible to this page.',
  ]);
  await expect(received(page).getByRole('cell')).toHaveText([
    'practice_httponly',
    '(HttpOnly: hidden)',
  ]);
  // The page asks for a new anti-forgery token before each POST.
  await button(page, 'Set an HttpOnly cookie').click();
  await expect(status(page)).toHaveText('HttpOnly cookie set.');
  await expect(row(visible(page), 'XSRF-TOKEN')).toHaveCount(1);
});
