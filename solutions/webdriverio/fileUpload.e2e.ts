// File uploads: set files on file inputs (one, several, a whole folder) without a file dialog.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { $, $$, browser, expect } from '@wdio/globals';

const workFolder = mkdtempSync(join(tmpdir(), 'wdio-upload-'));
/** Writes a file into this spec's temporary folder and returns its absolute path. */
const fileWith = (name: string, content: string) => {
  const path = join(workFolder, name);
  writeFileSync(path, content);
  return path;
};
const chosen = (list: string) => $$(`ul[aria-label="${list}"] li`);
const chosenNames = (list: string) => chosen(list).map((item) => item.getText());

describe('File uploads', () => {
  it('chooses a single file and several files', async () => {
    await browser.url('/fileUpload');
    // addValue types the absolute path into the file input (setValue would clear it first).
    await $('aria/Upload a single file').addValue(fileWith('report.txt', 'quarterly report'));
    await expect(chosen('Chosen file')).toBeElementsArrayOfSize(1);
    expect(await chosenNames('Chosen file')).toEqual(['report.txt']);

    // A multiple input takes several paths, one per line.
    const paths = [fileWith('a.txt', 'a'), fileWith('b.txt', 'b')];
    await $('aria/Upload multiple files').addValue(paths.join('\n'));
    await expect(chosen('Chosen files')).toBeElementsArrayOfSize(2);
    expect(await chosenNames('Chosen files')).toEqual(['a.txt', 'b.txt']);

    await $('button=Reset').click();
    await expect(chosen('Chosen file')).toBeElementsArrayOfSize(0);
  });

  it('chooses a whole directory', async () => {
    const folder = join(workFolder, 'photos');
    mkdirSync(folder);
    writeFileSync(join(folder, 'beach.txt'), 'sand');
    writeFileSync(join(folder, 'hills.txt'), 'grass');

    await browser.url('/fileUpload');
    // A directory input takes the folder's path.
    await $('aria/Upload a directory').addValue(folder);
    await expect(chosen('Chosen directory files')).toBeElementsArrayOfSize(2);
    expect(await chosenNames('Chosen directory files')).toEqual([
      'photos/beach.txt',
      'photos/hills.txt',
    ]);
  });
});
