// API Reference: compare what a page renders with the API document fetched directly (Node's fetch), and fail its load with browser.mock.
import { $, $$, browser, expect } from '@wdio/globals';

describe('API Reference', () => {
  it('lists every operation of /api/openapi.json', async () => {
    // Fetch the document the page reads, outside the browser, and list "METHOD /path" from it.
    const answer = await fetch(`${browser.options.baseUrl}/api/openapi.json`);
    const doc = (await answer.json()) as { paths: Record<string, Record<string, unknown>> };
    const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );

    await browser.url('/apiReference');
    // Each operation is an h3; wait for the first to be there before reading them all.
    await expect($('main h3')).toExist();
    const headings = await $$('main h3').map((heading) => heading.getText());
    expect(headings.sort()).toEqual(operations.sort());
  });

  it('shows the 400 answer of POST /api/send-email', async () => {
    await browser.url('/apiReference');
    // Each operation is a section labelled by its h3: scope every lookup to it.
    const send = $('//section[h3[normalize-space()="POST /api/send-email"]]');
    const row = send.$('.//table[caption="Answers"]//tr[th[normalize-space()="400"]]');
    await expect(row).toHaveText(
      expect.stringContaining('Invalid e-mail address. Please insert a valid e-mail address.'),
    );
  });

  it('alerts when the document cannot be loaded', async () => {
    // Make the page's own request fail (WebDriver BiDi), before the page asks.
    const openapi = await browser.mock(`${browser.options.baseUrl}/api/openapi.json`);
    openapi.respond('Service Unavailable', { statusCode: 503 });
    await browser.url('/apiReference');
    await expect($('[role="alert"]')).toHaveText('Could not load the API document: HTTP 503.');
    await openapi.restore();
  });
});
