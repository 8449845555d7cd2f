// Status Codes: read the status of the page request from page.goto's response, and the redirects from request().redirectedFrom().
import { expect, test } from '@playwright/test';

for (const code of [200, 404, 500]) {
  test(`the page request answers ${code}`, async ({ page }) => {
    // page.goto returns the response to the document request: its status is the server's answer.
    const response = await page.goto(`/statusCodes/${code}`);
    expect(response?.status()).toBe(code);
    await expect(
      page.getByText(`The server answered this page with status ${code}.`),
    ).toBeVisible();
  });
}

test('following "301" ends on /statusCodes with a 301 in the redirect chain', async ({ page }) => {
  await page.goto('/statusCodes');
  // The link loads a new document: catch the response it finally lands on.
  const landed = page.waitForResponse(
    (r) => r.request().isNavigationRequest() && r.status() === 200,
  );
  await page.getByRole('link', { name: '301', exact: true }).click();
  const response = await landed;
  await expect(page).toHaveURL(/\/statusCodes$/);
  // Walk the chain back: the request before the final one was the redirected /statusCodes/301.
  const redirected = response.request().redirectedFrom();
  expect(redirected?.url()).toMatch(/\/statusCodes\/301$/);
  expect((await redirected?.response())?.status()).toBe(301);
});
