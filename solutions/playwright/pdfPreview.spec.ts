// A PDF in a new tab: catch the tab, check its address, and fetch the document it shows.
import { expect, test } from '@playwright/test';

test('"Preview PDF" opens the sample PDF in a new tab', async ({ page, context }) => {
  await page.goto('/pdfPreview');
  const newTabOpened = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Preview PDF' }).click();
  const tab = await newTabOpened;

  await expect(tab).toHaveURL(/\/media\/preview\.pdf$/);
  // The browser's PDF viewer is not a web page to query: fetch the bytes to check them instead.
  const response = await context.request.get(tab.url());
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect((await response.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // The first tab stays on its page.
  await expect(page).toHaveURL(/\/pdfPreview$/);
});
