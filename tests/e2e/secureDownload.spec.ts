import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';

const CHALLENGE = 'Basic realm="Automation Playground", charset="UTF-8"';

/** SPEC-2, Appendix B1: each file's exact content, ending with one newline, and its type. */
const FILES = [
  {
    name: 'secure-report.txt',
    type: 'text/plain; charset=utf-8',
    content: 'Automation Playground: secure download OK\n',
  },
  {
    name: 'secure-data.csv',
    type: 'text/csv; charset=utf-8',
    content: 'id,name,role\n1,Ada,admin\n2,Grace,editor\n3,Linus,viewer\n',
  },
  {
    name: 'secure-data.json',
    type: 'application/json; charset=utf-8',
    content: '{"protected":true,"items":3}\n',
  },
];

test.describe('without credentials', () => {
  test('shows the credentials and three plain links to the files', async ({ page }) => {
    await page.goto('/secureDownload');
    await expect(page.getByText('Username: student', { exact: true })).toBeVisible();
    await expect(page.getByText('Password: playground', { exact: true })).toBeVisible();
    for (const { name } of FILES) {
      const link = page.getByRole('link', { name, exact: true });
      await expect(link).toHaveAttribute('href', `/secureDownload/files/${name}`);
      await expect(link).not.toHaveAttribute('download');
    }
  });

  for (const { name } of FILES) {
    test(`a request for ${name} gets 401 with the challenge`, async ({ request }) => {
      const response = await request.get(`/secureDownload/files/${name}`);
      expect(response.status()).toBe(401);
      expect(response.headers()['www-authenticate']).toBe(CHALLENGE);
      expect(response.headers()['cache-control']).toBe('no-store');
      expect(response.headers()['content-disposition']).toBeUndefined();
      expect(await response.json()).toEqual({ message: 'Authentication required.' });
    });
  }

  test('clicking a file link gets 401 and downloads nothing', async ({ page }) => {
    let downloads = 0;
    page.on('download', () => downloads++);
    await page.goto('/secureDownload');
    const answered = page.waitForResponse((r) => r.url().endsWith('/secure-data.csv'));
    await page.getByRole('link', { name: 'secure-data.csv' }).click();
    const response = await answered;
    expect(response.status()).toBe(401);
    expect(response.headers()['www-authenticate']).toBe(CHALLENGE);
    expect(downloads).toBe(0);
  });
});

test.describe('with the credentials', () => {
  test.use({ httpCredentials: { username: 'student', password: 'playground' } });

  for (const file of FILES) {
    test(`clicking "${file.name}" downloads it with its exact content`, async ({ page }) => {
      await page.goto('/secureDownload');
      const downloading = page.waitForEvent('download');
      await page.getByRole('link', { name: file.name, exact: true }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(file.name);
      expect(readFileSync((await download.path())!, 'utf8')).toBe(file.content);
      // The page stays: an attachment does not replace the document.
      await expect(page).toHaveURL('/secureDownload');
    });

    test(`${file.name} is sent as ${file.type}, as an attachment, never stored`, async ({
      request,
    }) => {
      const response = await request.get(`/secureDownload/files/${file.name}`);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe(file.type);
      expect(response.headers()['content-disposition']).toBe(`attachment; filename="${file.name}"`);
      expect(response.headers()['cache-control']).toBe('no-store');
      expect(await response.text()).toBe(file.content);
    });
  }

  test('an unknown file name answers 404 "No such file."', async ({ request }) => {
    const response = await request.get('/secureDownload/files/secure-data.xml');
    expect(response.status()).toBe(404);
    expect(await response.json()).toEqual({ message: 'No such file.' });
  });
});
