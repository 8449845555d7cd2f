/** The sample files /fileDownload offers, in the spec's order (public/samples/sample.{ext}). */
export const SAMPLE_EXTENSIONS = [
  'pptx',
  'xlsx',
  'csv',
  'xls',
  'txt',
  'rtf',
  'ppt',
  'pdf',
  'ott',
  'odt',
  'ods',
  'odp',
  'docx',
  'doc',
] as const;

export interface DownloadItem {
  file: string;
  name: string;
  label: string;
}

export function downloadItem(ext: string): DownloadItem {
  return {
    file: `/samples/sample.${ext}`,
    name: `sample.${ext}`,
    label: `Download ${ext.toUpperCase()} File`,
  };
}
