// Animated button: WebdriverIO does not wait for motion, so wait for the spin class to go before clicking.
import { $, browser, expect } from '@wdio/globals';

describe('Animated button', () => {
  it('clicks the target once it stops and finds it without the spin class', async () => {
    await browser.url('/animatedButton');
    await $('button=Start animation').click();
    await expect($('[role="status"]')).toHaveText('Animation running…');

    const target = $('button=Moving target');
    await expect(target).toHaveElementClass('spin');
    // The class leaves in the frame the motion stops (5 s): wait for that, then click.
    await expect(target).not.toHaveElementClass('spin', { wait: 10_000 });
    await target.click();
    await expect($('[role="status"]')).toHaveText(
      "Moving target clicked; its class is 'btn btn-primary'.",
    );
  });
});
