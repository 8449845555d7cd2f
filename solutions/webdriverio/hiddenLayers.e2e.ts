// Hidden Layers: a covered element is not clickable (a click on it would be intercepted); click what is on top.
import { $, browser, expect } from '@wdio/globals';

describe('Hidden Layers', () => {
  it('the covered green button cannot be clicked again; the blue one can', async () => {
    await browser.url('/hiddenLayers');
    const green = $('#greenButton');
    const status = $('[role=status]');
    await green.click();
    await expect(status).toHaveText('Green button clicked. A blue button now covers it.');

    // toBeClickable asks whether a click at the element's centre would reach it: not when covered.
    // (green.click() would fail with "element click intercepted", but only after WebdriverIO's retries.)
    await expect($('#blueButton')).toBeClickable();
    await expect(green).not.toBeClickable();
    await expect(status).not.toHaveText(expect.stringContaining('clicked again'));

    await $('#blueButton').click();
    await expect(status).toHaveText('Blue button clicked.');
  });
});
