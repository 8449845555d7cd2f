import { describe, expect, it } from 'vitest';
import { REASON_PHRASES, statusText, statusWithReason } from './reasons';

describe('reason phrases', () => {
  it('come from the fixed table', () => {
    expect(statusText(200)).toBe('Status: 200 OK');
    expect(statusText(404)).toBe('Status: 404 Not Found');
    expect(statusText(201)).toBe('Status: 201 Created');
    expect(statusText(413)).toBe('Status: 413 Content Too Large');
    expect(statusText(415)).toBe('Status: 415 Unsupported Media Type');
    expect(statusText(429)).toBe('Status: 429 Too Many Requests');
    expect(statusText(500)).toBe('Status: 500 Internal Server Error');
    expect(statusText(503)).toBe('Status: 503 Service Unavailable');
  });

  it('name a status with its phrase, or bare when the table lacks it', () => {
    expect(statusWithReason(503)).toBe('503 Service Unavailable');
    expect(statusWithReason(599)).toBe('599');
  });

  it('leave a code out of the table bare, and say when nothing answered', () => {
    expect(statusText(599)).toBe('Status: 599');
    expect(statusText(null)).toBe('Status: no response');
  });

  it('cover every status a mock is likely to use', () => {
    for (let code = 200; code <= 206; code++) expect(REASON_PHRASES[code]).toBeTruthy();
    for (const code of [
      301, 302, 304, 400, 401, 403, 404, 405, 409, 422, 429, 500, 502, 503, 504,
    ]) {
      expect(REASON_PHRASES[code], String(code)).toBeTruthy();
    }
  });
});
