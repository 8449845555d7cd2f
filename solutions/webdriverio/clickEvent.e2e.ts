// Click events: WebdriverIO's click is a real, trusted pointer click; Enter on the focused button is a keyboard click.
import { $, browser, expect } from '@wdio/globals';

const button = () => $('button=Button that ignores script clicks');
const status = () => $('[role="status"]');

describe('Click events', () => {
  beforeEach(async () => {
    await browser.url('/clickEvent');
  });

  it("WebdriverIO's click is a real pointer click", async () => {
    await button().click();
    await expect(status()).toHaveText('Clicked with a real pointer.');
  });

  it('takes Enter on the focused button as a keyboard click', async () => {
    await button().execute((element) => element.focus());
    await browser.keys('Enter');
    await expect(status()).toHaveText('Clicked with the keyboard.');
  });
});
