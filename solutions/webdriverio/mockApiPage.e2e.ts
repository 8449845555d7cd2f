// Mock API Call Validation: mock the page's requests with browser.mock (WebDriver BiDi) and mock.respond, or change a real request on its way. respond() cannot read the real answer's body, so the last test changes the request the server echoes.
import { $, browser, expect } from '@wdio/globals';

// A workspace of our own (?workspace=) makes the request URLs known in advance.
const WORKSPACE = 'wdio-mock-api';
const PAGE = `/mockApiPage?workspace=${WORKSPACE}`;
// A full URL: a glob such as '**/api/...' makes the browser hold every request of the page.
const api = (path: string) => `${browser.options.baseUrl}/api/practice/${WORKSPACE}/${path}`;
const card = (what: 'send' | 'status' | 'saved', id: string) => $(`#${what}-${id}`);

describe('Mock API Call Validation', () => {
  // A mock stays until it is restored: remove them all so that the next test meets the real server.
  afterEach(() => browser.mockRestoreAll());

  it('unmocked, GET /code answers 200 with the real code', async () => {
    await browser.url(PAGE);
    await card('send', 'rotatingCode').click();
    await expect(card('status', 'rotatingCode')).toHaveText('Status: 200 OK');
    await expect(card('saved', 'rotatingCode')).toHaveText(
      expect.stringMatching(/^Saved value \(code\): [A-Z0-9]{6}$/),
    );
  });

  it('a mocked GET /code gives the page another code', async () => {
    // Register the mock before the request leaves: here, before the button is pressed.
    const mock = await browser.mock(api('code'));
    mock.respond({ code: 'MOCKED' });
    await browser.url(PAGE);
    await card('send', 'rotatingCode').click();
    await expect(card('saved', 'rotatingCode')).toHaveText('Saved value (code): MOCKED');
    expect(mock.calls).toHaveLength(1);
  });

  it('GET /echo: a 404 unmocked, a value once mocked', async () => {
    await browser.url(PAGE);
    await card('send', 'echoGet').click();
    await expect(card('status', 'echoGet')).toHaveText('Status: 404 Not Found');
    await expect(card('saved', 'echoGet')).toHaveText(
      'Saved value (value): not present in response',
    );

    const mock = await browser.mock(api('echo'), { method: 'GET' });
    mock.respond({ value: 'FROM_MOCK' }, { statusCode: 200 });
    await card('send', 'echoGet').click();
    await expect(card('status', 'echoGet')).toHaveText('Status: 200 OK');
    await expect(card('saved', 'echoGet')).toHaveText('Saved value (value): FROM_MOCK');
  });

  it('POST /echo: let the real request through with a changed body', async () => {
    const mock = await browser.mock(api('echo'), { method: 'POST' });
    // mock.request changes what the browser sends; the real server then echoes it back.
    mock.request({ body: { source: 'mock-api-playground', value: 'CHANGED_BY_TEST' } });
    await browser.url(PAGE);
    await card('send', 'echoPost').click();
    await expect(card('saved', 'echoPost')).toHaveText(
      'Saved value (received.value): CHANGED_BY_TEST',
    );
    await expect($('#requestCount')).toHaveText('Requests sent: 1');
  });
});
