// API Validation Test: send the calls with Node's fetch (WebdriverIO has no HTTP client of its own), then check what the page shows.
import { $, browser, expect } from '@wdio/globals';

// A workspace of our own (3 to 32 of a-z, 0-9, -), so that nobody else's calls show up.
const workspace = `wdio-${Date.now().toString(36)}`;
const api = () => `${browser.options.baseUrl}/api/practice/${workspace}`;
// Each card is a section named by its heading.
const card = (title: string) => $(`//section[.//h2[normalize-space()="${title}"]]`);

describe('API Validation Test', () => {
  beforeEach(async () => {
    await browser.url(`/apiPage?workspace=${workspace}`);
  });

  it('shows a POST to /echo in the POST card', async () => {
    await expect(card('POST /echo')).toHaveText(expect.stringContaining('No POST received yet.'));

    const response = await fetch(`${api()}/echo`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'test' }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ received: { name: 'test' } });

    // The page polls every 2 s: the matcher waits for it.
    await expect(card('POST /echo').$('pre')).toHaveText(JSON.stringify({ name: 'test' }, null, 2));
  });

  it('removes the test element after a DELETE to /delete', async () => {
    const deleteCard = card('DELETE /delete');
    await expect(deleteCard).toHaveText(
      expect.stringContaining('✅ This element is visible and can be deleted'),
    );

    const response = await fetch(`${api()}/delete`, { method: 'DELETE' });
    expect(await response.json()).toMatchObject({ deleted: true });

    await expect(deleteCard).toHaveText(
      expect.stringContaining('❌ This element has been deleted'),
    );
    // The page restores the element on load.
    await browser.refresh();
    await expect(deleteCard).toHaveText(
      expect.stringContaining('✅ This element is visible and can be deleted'),
    );
  });

  it('answers unknown endpoints with 404', async () => {
    const response = await fetch(`${api()}/echo`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'No such endpoint: GET /echo' });
  });
});
