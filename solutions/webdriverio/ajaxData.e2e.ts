// AJAX Data: wait for a label that appears 15 s after the click (a long explicit timeout).
import { $, browser, expect } from '@wdio/globals';

describe('AJAX Data', () => {
  it('shows the label after the server answers', async () => {
    await browser.url('/ajaxData');
    await $('button=Start AJAX request').click();
    await expect($('[role="status"]')).toHaveText('Loading…');
    const label = $('li=Data loaded from the server (request 1).');
    // The server takes 15 s: give this one wait more than the default 7 s.
    await expect(label).toBeDisplayed({ wait: 20_000 });
    await label.click();
  });
});
