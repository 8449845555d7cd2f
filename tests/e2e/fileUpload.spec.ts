import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Files on disk with fixed last-modified times, so that duplicates can be made on purpose. */
function makeFiles() {
  const root = mkdtempSync(join(tmpdir(), 'ap-upload-'));
  const write = (path: string, modified: Date) => {
    const full = join(root, path);
    writeFileSync(full, `content of ${path}`);
    utimesSync(full, modified, modified);
    return full;
  };
  const day1 = new Date('2024-01-01T10:00:00Z');
  const day2 = new Date('2024-02-02T10:00:00Z');
  mkdirSync(join(root, 'later'));
  mkdirSync(join(root, 'folder/inner'), { recursive: true });
  return {
    report: write('report.pdf', day1),
    a: write('a.txt', day1),
    b: write('b.txt', day1),
    c: write('c.txt', day1),
    // Same name as a.txt, another last-modified time: not a duplicate.
    laterA: write('later/a.txt', day2),
    folder: join(root, 'folder'),
    inFolder: [write('folder/one.txt', day1), write('folder/inner/two.txt', day1)],
  };
}

test.beforeEach(async ({ page }) => {
  await page.goto('/fileUpload');
});

const LISTS = {
  'Upload a single file': 'Chosen file',
  'Upload multiple files': 'Chosen files',
  'Upload a directory': 'Chosen directory files',
};
const chosen = (page: Page, label: keyof typeof LISTS) =>
  page.getByRole('list', { name: LISTS[label], exact: true }).getByRole('listitem');

test('each input has an Upload label and shows the chosen names; nothing is sent', async ({
  page,
  consoleErrors,
}) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET') sent.push(`${request.method()} ${request.url()}`);
  });
  const files = makeFiles();

  await page.getByLabel('Upload a single file').setInputFiles(files.report);
  await expect(chosen(page, 'Upload a single file')).toHaveText(['report.pdf']);
  await page.getByLabel('Upload a single file').setInputFiles(files.a);
  await expect(chosen(page, 'Upload a single file')).toHaveText(['a.txt']);

  await page.getByLabel('Upload multiple files').setInputFiles([files.a, files.b]);
  await expect(chosen(page, 'Upload multiple files')).toHaveText(['a.txt', 'b.txt']);

  await page.getByLabel('Upload a directory').setInputFiles(files.folder);
  await expect(chosen(page, 'Upload a directory')).toHaveText([
    'folder/inner/two.txt',
    'folder/one.txt',
  ]);
  expect(sent).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('multiple selections accumulate and drop duplicates by name and last-modified time', async ({
  page,
  consoleErrors,
}) => {
  const files = makeFiles();
  const input = page.getByLabel('Upload multiple files');
  await input.setInputFiles([files.a, files.b]);
  await input.setInputFiles([files.b, files.c]);
  await expect(chosen(page, 'Upload multiple files')).toHaveText(['a.txt', 'b.txt', 'c.txt']);
  await input.setInputFiles([files.laterA, files.a]);
  await expect(chosen(page, 'Upload multiple files')).toHaveText([
    'a.txt',
    'b.txt',
    'c.txt',
    'a.txt',
  ]);
  expect(consoleErrors).toEqual([]);
});

test('Reset clears every input and every list', async ({ page, consoleErrors }) => {
  const files = makeFiles();
  await page.getByLabel('Upload a single file').setInputFiles(files.report);
  await page.getByLabel('Upload multiple files').setInputFiles([files.a, files.b]);
  await page.getByLabel('Upload a directory').setInputFiles(files.folder);
  await expect(page.getByRole('listitem')).toHaveCount(5);

  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByRole('listitem')).toHaveCount(0);
  for (const label of ['Upload a single file', 'Upload multiple files', 'Upload a directory']) {
    await expect(page.getByLabel(label)).toHaveValue('');
  }
  // A choice after Reset starts a new accumulation.
  await page.getByLabel('Upload multiple files').setInputFiles([files.c]);
  await expect(chosen(page, 'Upload multiple files')).toHaveText(['c.txt']);
  expect(consoleErrors).toEqual([]);
});

test('the inputs accept one file, several files and a folder', async ({ page }) => {
  await expect(page.getByLabel('Upload a single file')).not.toHaveAttribute('multiple');
  await expect(page.getByLabel('Upload multiple files')).toHaveAttribute('multiple');
  await expect(page.getByLabel('Upload a directory')).toHaveAttribute('webkitdirectory');
});
