// Click events: WebdriverIO's click is a real, trusted pointer click; a script's click is not, and Enter is a keyboard click.
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
    await expect(button()).toBeClickable();
    // A click built in the page by a script is untrusted. Pass the selector, not the element.
    await browser.execute((selector: string) => {
      document.querySelector<HTMLButtonElement>(selector)!.click();
    }, 'main button.btn-lg');
    await expect(status()).toHaveText('Ignored a click dispatched by a script.');
    await expect(button()).toHaveElementClass('btn-primary');
  });

  it('takes Enter on the focused button as a keyboard click', async () => {
    await button().execute((element) => element.focus());
    await browser.keys('Enter');
    await expect(status()).toHaveText('Clicked with the keyboard.');
  });
});
