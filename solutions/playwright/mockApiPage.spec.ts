// Mock API Call Validation: mock the page's requests with page.route (fulfill, or fetch the real answer and change it).
import { expect, test } from '@playwright/test';

test('unmocked, GET /code answers 200 with the real code', async ({ page }) => {
  await page.goto('/mockApiPage');
  await page.locator('#send-rotatingCode').click();
  await expect(page.locator('#status-rotatingCode')).toHaveText('Status: 200 OK');
  await expect(page.locator('#saved-rotatingCode')).toHaveText(
    /^Saved value \(code\): [A-Z0-9]{6}$/,
  );
});

test('a mocked GET /code gives the page another code', async ({ page }) => {
  // Register the mock before the request leaves: here, before the button is pressed.
  await page.route('**/api/practice/*/code', (route) =>
    route.fulfill({ json: { code: 'MOCKED' } }),
  );
  await page.goto('/mockApiPage');
  await page.locator('#send-rotatingCode').click();
  await expect(page.locator('#saved-rotatingCode')).toHaveText('Saved value (code): MOCKED');
});

test('GET /echo: a 404 unmocked, a value once mocked', async ({ page }) => {
  await page.goto('/mockApiPage');
  await page.locator('#send-echoGet').click();
  await expect(page.locator('#status-echoGet')).toHaveText('Status: 404 Not Found');
  await expect(page.locator('#saved-echoGet')).toHaveText(
    'Saved value (value): not present in response',
  );

  await page.route('**/api/practice/*/echo', (route) =>
    route.fulfill({ status: 200, json: { value: 'FROM_MOCK' } }),
  );
  await page.locator('#send-echoGet').click();
  await expect(page.locator('#status-echoGet')).toHaveText('Status: 200 OK');
  await expect(page.locator('#saved-echoGet')).toHaveText('Saved value (value): FROM_MOCK');
});

test('POST /echo: let the real request through, then change its answer', async ({ page }) => {
  await page.route('**/api/practice/*/echo', async (route) => {
    const response = await route.fetch();
    const json = await response.json();
    json.received.value = 'CHANGED_BY_TEST';
    await route.fulfill({ response, json });
  });
  await page.goto('/mockApiPage');
  await page.locator('#send-echoPost').click();
  await expect(page.locator('#saved-echoPost')).toHaveText(
    'Saved value (received.value): CHANGED_BY_TEST',
  );
  await expect(page.locator('#requestCount')).toHaveText('Requests sent: 1');
});
