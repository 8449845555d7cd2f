// Secure File Download: httpCredentials for the download, page.waitForEvent('download'), read the file.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

test.describe('with the credentials', () => {
  test.use({ httpCredentials: { username: 'student', password: 'playground' } });

  test('secure-data.csv downloads with its four lines', async ({ page }) => {
    await page.goto('/secureDownload');
    // Start waiting for the download before the click that starts it.
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'secure-data.csv' }).click();
    const download = await downloading;

    expect(download.suggestedFilename()).toBe('secure-data.csv');
    const content = readFileSync(await download.path(), 'utf8');
    expect(content).toBe('id,name,role\n1,Ada,admin\n2,Grace,editor\n3,Linus,viewer\n');
  });
});

test('a request without credentials gets 401', async ({ request }) => {
  const response = await request.get('/secureDownload/files/secure-data.csv');
  expect(response.status()).toBe(401);
  expect(await response.json()).toEqual({ message: 'Authentication required.' });
});
