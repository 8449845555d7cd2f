export const STATUS_CODES_PATH = '/statusCodes';

/** The links of /statusCodes: each opens a page the server answers with that status. */
export const STATUS_LINKS = [
  { code: 200, reason: 'OK' },
  { code: 301, reason: 'Moved Permanently: the server sends you back to this page' },
  { code: 404, reason: 'Not Found' },
  { code: 500, reason: 'Internal Server Error' },
] as const;

export const statusPagePath = (code: number) => `${STATUS_CODES_PATH}/${code}`;

/** The status a sub-page's path stands for ("/statusCodes/404" is 404), or undefined for the list. */
export function statusOfPath(path: string): number | undefined {
  const match = /^\/statusCodes\/(\d{3})$/.exec(path);
  return match ? Number(match[1]) : undefined;
}

export const answeredWith = (code: number) => `The server answered this page with status ${code}.`;
