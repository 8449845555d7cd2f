// Basic Auth: browser.url() answers the 401 challenge with its auth option (WebDriver BiDi).
import { $, browser, expect } from '@wdio/globals';

const SIGNED_IN = 'You are signed in with HTTP Basic authentication as student.';

describe('Basic Auth', () => {
  it('opens the protected page with the credentials', async () => {
    await browser.url('/basicAuth/secure', { auth: { user: 'student', pass: 'playground' } });
    await expect($(`p=${SIGNED_IN}`)).toBeDisplayed();
  });

  it('gets a 401 with a Basic challenge without credentials', async () => {
    // A headless browser has no sign-in dialog to show: ask the server directly.
    const response = await fetch(`${browser.options.baseUrl}/basicAuth/secure`);
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toContain('Basic realm=');
  });

  it('shows "Not authorized" for a wrong password', async () => {
    const request = await browser.url('/basicAuth/secure', {
      auth: { user: 'student', pass: 'wrong' },
    });
    expect(request?.response?.status).toBe(401);
    await expect($('h1=Not authorized')).toBeDisplayed();
  });
});
