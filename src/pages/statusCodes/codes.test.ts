import { describe, expect, it } from 'vitest';
import { exercises } from '../../shared/catalog';
import { answeredWith, STATUS_LINKS, statusOfPath, statusPagePath } from './codes';

describe('status code pages', () => {
  it('reads the status from a sub-page path, none from the list', () => {
    expect(statusOfPath('/statusCodes/404')).toBe(404);
    expect(statusOfPath('/statusCodes/200')).toBe(200);
    expect(statusOfPath('/statusCodes')).toBeUndefined();
    expect(statusOfPath('/statusCodes/4040')).toBeUndefined();
  });

  it('links 200, 301, 404 and 500; every one but 301 is a catalog sub-page of this folder', () => {
    expect(STATUS_LINKS.map((link) => link.code)).toEqual([200, 301, 404, 500]);
    const pages = exercises.filter((e) => e.page === 'statusCodes').map((e) => e.path);
    expect(pages).toEqual(['/statusCodes', ...[200, 404, 500].map(statusPagePath)]);
  });

  it('says which status answered the page', () => {
    expect(answeredWith(500)).toBe('The server answered this page with status 500.');
  });
});
