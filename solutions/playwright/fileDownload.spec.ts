// Downloads: catch the file a click saves with page.waitForEvent('download') and check it.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

test('the TXT button downloads sample.txt', async ({ page }) => {
  await page.goto('/fileDownload');
  // Start waiting for the download before the click that starts it.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download TXT File' }).click();
  const download = await downloading;

  expect(download.suggestedFilename()).toBe('sample.txt');
  // Playwright keeps the file in a temporary place until the test ends.
  const content = readFileSync(await download.path(), 'utf8');
  expect(content).toBe('Automation Playground sample file\n');
});

test('the PDF button downloads a PDF', async ({ page }) => {
  await page.goto('/fileDownload');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF File' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('sample.pdf');
  // Every PDF file starts with these five bytes.
  const header = readFileSync(await download.path())
    .subarray(0, 5)
    .toString('latin1');
  expect(header).toBe('%PDF-');
});
