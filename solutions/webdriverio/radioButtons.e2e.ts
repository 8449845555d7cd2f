// Radio Buttons: pick one option of a group, then check enabled and disabled states.
import { $, browser, expect } from '@wdio/globals';

const METHODS = ['PayPal', 'Credit card', 'Debit card', 'Bank transfer'];
// aria/ finds each radio by its label, as a screen reader would.
const radio = (method: string) => $(`aria/${method}`);

describe('Radio Buttons', () => {
  it('Next locks the chosen payment method, Cancel unlocks it', async () => {
    await browser.url('/radioButtons');
    await expect(radio('PayPal')).toBeSelected();

    await radio('Debit card').click();
    // Only one radio of a group can be checked.
    await expect(radio('PayPal')).not.toBeSelected();
    await $('button=Next').click();

    await expect($('button=Paying with Debit card')).toBeDisabled();
    for (const method of METHODS) await expect(radio(method)).toBeDisabled();

    await $('button=Cancel').click();
    await expect($('button=Cancel')).toBeDisabled();
    for (const method of METHODS) await expect(radio(method)).toBeEnabled();
    await expect(radio('Debit card')).toBeSelected();
  });
});
