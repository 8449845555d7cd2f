// File uploads: set files on file inputs (one, several, a whole folder) without a file dialog.
import { mkdirSync, writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';

const chosen = (page: Page, list: string) =>
  page.getByRole('list', { name: list, exact: true }).getByRole('listitem');

test('chooses a single file and several files', async ({ page }) => {
  await page.goto('/fileUpload');
  // Files can come from memory: a name, a type and the bytes.
  await page.getByLabel('Upload a single file').setInputFiles({
    name: 'report.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('quarterly report'),
  });
  await expect(chosen(page, 'Chosen file')).toHaveText(['report.txt']);

  await page.getByLabel('Upload multiple files').setInputFiles([
    { name: 'a.txt', mimeType: 'text/plain', buffer: Buffer.from('a') },
    { name: 'b.txt', mimeType: 'text/plain', buffer: Buffer.from('b') },
  ]);
  await expect(chosen(page, 'Chosen files')).toHaveText(['a.txt', 'b.txt']);

  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(chosen(page, 'Chosen file')).toHaveCount(0);
});

test('chooses a whole directory', async ({ page }, testInfo) => {
  // A folder on disk, in this test's own output directory.
  const folder = testInfo.outputPath('photos');
  mkdirSync(folder, { recursive: true });
  writeFileSync(`${folder}/beach.txt`, 'sand');
  writeFileSync(`${folder}/hills.txt`, 'grass');

  await page.goto('/fileUpload');
  await page.getByLabel('Upload a directory').setInputFiles(folder);
  await expect(chosen(page, 'Chosen directory files')).toHaveText([
    'photos/beach.txt',
    'photos/hills.txt',
  ]);
});
