// Click events: WebdriverIO's click is a real, trusted pointer click; a script's dispatched click is not.
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

  it('ignores a click made by a script', async () => {
    // element.click() run in the page builds an event the browser marks untrusted.
    await browser.execute(
      (element) => {
        element.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      },
      await button(),
    );
    await expect(status()).toHaveText('Ignored a click dispatched by a script.');
  });

  it('takes Enter on the focused button as a keyboard click', async () => {
    await button().execute((element) => element.focus());
    await browser.keys('Enter');
    await expect(status()).toHaveText('Clicked with the keyboard.');
  });
});
