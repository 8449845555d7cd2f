// Web Components: WebdriverIO's CSS selectors pierce open shadow roots (shadow$ scopes to one); a closed root is reached by the keyboard or a click.
import { $, browser, expect } from '@wdio/globals';

const status = (text: string) => $(`p=${text}`);

describe('Web Components', () => {
  it('the open root: CSS selectors enter it, slotted content is light DOM', async () => {
    await browser.url('/webComponents');
    const card = $('pg-product-card');
    // The title is a light-DOM child of the host, shown through a slot of the shadow root.
    await expect(card.$('[slot="title"]')).toHaveText('Trail Backpack');
    // shadow$ searches the host's own open root; a plain $ with CSS pierces open roots as well...
    await expect(card.shadow$('h3')).toHaveText('Trail Backpack');
    await expect(card.$('.badge')).toHaveText('No badge');
    // ...XPath does not.
    await expect(card.$$('.//button')).toBeElementsArrayOfSize(0);

    await card.$('button').click();
    await expect(status('Cart: Trail Backpack.')).toBeDisplayed();
  });

  it('the closed root: Tab to its host and press Enter', async () => {
    await browser.url('/webComponents');
    const host = $('pg-locked-button');
    await expect(host).toBeExisting();
    // No selector enters a closed root: the page's own scripts see no shadowRoot either.
    const closedRoot = await browser.execute(
      () => document.querySelector('pg-locked-button')!.shadowRoot,
    );
    expect(closedRoot).toBeNull();

    await browser.execute(() =>
      document.querySelector('pg-product-card')!.shadowRoot!.querySelector('button')!.focus(),
    );
    await browser.keys('Tab');
    // The focus is inside the closed root; from outside, the host is what has it.
    await expect(host).toBeFocused();
    await browser.keys('Enter');
    await expect(status('Hidden button presses: 1.')).toBeDisplayed();

    // A click on the host (its centre) lands on the hidden button it covers.
    await host.click();
    await expect(status('Hidden button presses: 2.')).toBeDisplayed();
  });

  it('the rating joins the form: title, 4 stars, submit', async () => {
    await browser.url('/webComponents');
    await $('aria/Title').setValue('Sturdy');
    const rating = $('pg-star-rating');
    await rating.scrollIntoView({ block: 'center' });
    await rating.shadow$('input[aria-label="4 stars"]').click();
    await $('button=Submit review').click();
    const submitted = $('//p[@role="status"][@aria-labelledby=//*[.="Submitted values"]/@id]');
    await expect(submitted).toHaveText('{"title":"Sturdy","rating":"4","comment":""}');
  });
});
