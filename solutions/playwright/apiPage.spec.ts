// API Validation Test: send the calls with the request fixture (APIRequestContext), then check what the page shows.
import { expect, test } from '@playwright/test';

// A workspace of our own (3 to 32 of a-z, 0-9, -), so that nobody else's calls show up.
const workspace = `pw-${Date.now().toString(36)}`;
const api = `/api/practice/${workspace}`;

test('a POST to /echo shows in the POST card', async ({ page, request }) => {
  await page.goto(`/apiPage?workspace=${workspace}`);
  const postCard = page.getByRole('region', { name: 'POST /echo' });
  await expect(postCard).toContainText('No POST received yet.');

  const response = await request.post(`${api}/echo`, { data: { name: 'test' } });
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ received: { name: 'test' } });

  // The page polls every 2 s: a web-first assertion waits for it.
  await expect(postCard.locator('pre')).toHaveText(JSON.stringify({ name: 'test' }, null, 2));
});

test('a DELETE to /delete removes the test element', async ({ page, request }) => {
  await page.goto(`/apiPage?workspace=${workspace}`);
  const deleteCard = page.getByRole('region', { name: 'DELETE /delete' });
  await expect(deleteCard).toContainText('✅ This element is visible and can be deleted');

  const response = await request.delete(`${api}/delete`);
  expect(await response.json()).toMatchObject({ deleted: true });

  await expect(deleteCard).toContainText('❌ This element has been deleted');
  // The page restores the element on load.
  await page.reload();
  await expect(deleteCard).toContainText('✅ This element is visible and can be deleted');
});

test('the API answers unknown endpoints with 404', async ({ request }) => {
  const response = await request.get(`${api}/echo`);
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({ message: 'No such endpoint: GET /echo' });
});
