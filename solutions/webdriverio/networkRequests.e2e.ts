// Network Requests: browser.mock (WebDriver BiDi) records what was sent and answered in mock.calls, changes a request (mock.request), mocks its answer (mock.respond) or blocks it (mock.abort).
import { $, browser, expect } from '@wdio/globals';

type Header = { name: string; value: { value: string } };
const header = (headers: Header[], name: string) =>
  headers.find((h) => h.name.toLowerCase() === name)?.value.value;
const result = (card: string) => $(`#result-${card}`);
// A full URL: a glob such as '**/api/...' makes the browser hold every request of the page.
const api = (path: string) => `${browser.options.baseUrl}/api/network/${path}`;

/** The first call the mock saw, once its answer (and both bodies) arrived. */
async function firstCall(mock: WebdriverIO.Mock) {
  await mock.waitForResponse({ timeoutMsg: 'no answer arrived' });
  return mock.calls[0];
}

describe('Network Requests', () => {
  beforeEach(() => browser.url('/networkRequests'));
  afterEach(() => browser.mockRestoreAll());

  it('"Save profile" sends the profile as JSON with the request id pg-1', async () => {
    // A mock without an answer lets the request through and records it.
    const mock = await browser.mock(api('profile'));
    await $('button=Save profile').click();
    const { request, postData } = await firstCall(mock);
    expect(request.method).toBe('POST');
    expect(JSON.parse(postData ?? '')).toEqual({ displayName: 'Tester', newsletter: false });
    expect(header(request.headers, 'x-request-id')).toBe('pg-1');
    await expect(result('save')).toHaveText('200 OK: saved Tester as request pg-1');
  });

  it('"Load report" answers 503 with Retry-After', async () => {
    const mock = await browser.mock(api('report'));
    await $('button=Load report').click();
    const { response } = await firstCall(mock);
    expect(response.status).toBe(503);
    expect(header(response.headers, 'retry-after')).toBe('30');
    await expect(result('report')).toHaveText(
      '503 Service Unavailable: The report service is down. Try again later.',
    );
  });

  it('"Search" finds three lamps', async () => {
    const mock = await browser.mock(api('search?q=lamp'));
    await $('button=Search').click();
    const { body } = await firstCall(mock);
    expect(JSON.parse(body ?? '').count).toBe(3);
    await expect(result('search')).toHaveText(
      '200 OK: 3 results (Desk lamp, Floor lamp, Reading lamp)',
    );
  });

  it('mock.request changes the request on its way', async () => {
    const mock = await browser.mock(api('search?q=lamp'));
    mock.request({ url: api('search?q=chair') });
    await $('button=Search').click();
    await expect(result('search')).toHaveText('200 OK: 1 result (Office chair)');
  });

  it('mock.respond mocks the answer: the report works after all', async () => {
    const mock = await browser.mock(api('report'));
    mock.respond({ message: 'Report ready.' }, { statusCode: 200 });
    await $('button=Load report').click();
    await expect(result('report')).toHaveText('200 OK: Report ready.');
  });

  it('mock.abort blocks the request: the page reports a network error', async () => {
    const mock = await browser.mock(api('search?q=lamp'));
    mock.abort();
    await $('button=Search').click();
    await expect(result('search')).toHaveText('Network error: the request did not complete.');
    // The request log's first row, "Outcome" column.
    const outcome = '//table[caption[normalize-space()="Request log"]]/tbody/tr[1]/td[4]';
    await expect($(outcome)).toHaveText('network error');
  });

  it('the beacon is an image request', async () => {
    const mock = await browser.mock(api('pixel?n=1'));
    await $('button=Send beacon').click();
    const { request } = await firstCall(mock);
    expect(request.destination).toBe('image');
    await expect(result('beacon')).toHaveText('Beacon delivered.');
  });
});
