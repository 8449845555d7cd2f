import { expect, it } from 'vitest';
import { downloadItem, SAMPLE_EXTENSIONS } from './samples';

it('offers the fourteen types of the spec', () => {
  expect(SAMPLE_EXTENSIONS).toHaveLength(14);
  expect(new Set(SAMPLE_EXTENSIONS).size).toBe(14);
});

it('labels each download with its extension in capitals and names the file sample.{ext}', () => {
  expect(downloadItem('docx')).toEqual({
    file: '/samples/sample.docx',
    name: 'sample.docx',
    label: 'Download DOCX File',
  });
});
