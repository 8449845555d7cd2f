import { afterEach, beforeEach, vi } from 'vitest';

/** A JSON answer, as the server sends it. */
export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Replaces `fetch` with a mock around every test of the calling file (reset before each), and
 * sets the XSRF-TOKEN cookie that GET /api/session would have set. `answer`, when given, is the
 * mock's default implementation.
 */
export function mockFetch(answer?: (url: string) => Promise<Response>) {
  const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=tok123';
    fetchMock.mockReset();
    if (answer) fetchMock.mockImplementation(answer);
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  return fetchMock;
}
