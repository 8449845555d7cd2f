import { expect, test } from './fixtures';

test('"Preview PDF" opens the sample PDF in a new tab without opener or referrer', async ({
  page,
  context,
  consoleErrors,
}) => {
  await page.goto('/pdfPreview');
  await expect(page.getByRole('heading', { name: 'Sample PDF Preview' })).toBeVisible();
  const button = page.getByTestId('pdf-preview-btn');
  await expect(button).toHaveText('Preview PDF');

  const pdfRequest = context.waitForEvent('request', (r) => r.url().endsWith('.pdf'));
  const newTab = context.waitForEvent('page');
  await button.click();
  const [tab, request] = await Promise.all([newTab, pdfRequest]);
  expect(request.headers()['referer']).toBeUndefined();
  const response = await request.response();
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-type']).toBe('application/pdf');
  await expect.poll(() => tab.url()).toMatch(/\/media\/preview\.pdf$/);
  // Chromium's PDF viewer stands in for the document, so fetch the bytes again to check them.
  const pdf = await context.request.get(tab.url());
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(
    await tab.evaluate(() => ({ opener: window.opener, referrer: document.referrer })),
  ).toEqual({ opener: null, referrer: '' });
  expect(page.url()).toMatch(/\/pdfPreview$/);
  expect(consoleErrors).toEqual([]);
});

test('the page does not show the PDF address', async ({ page }) => {
  await page.goto('/pdfPreview');
  await expect(page.locator('main')).not.toContainText('.pdf');
  await expect(page.locator('[href$=".pdf"], [src$=".pdf"]')).toHaveCount(0);
});
