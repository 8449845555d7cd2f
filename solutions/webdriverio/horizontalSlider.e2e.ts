// Range inputs: move a slider with the keyboard or the mouse, and read the value it shows.
import { $, browser, expect } from '@wdio/globals';
import { Key } from 'webdriverio';

const slider = () => $('input[type=range]');
const shownValue = () => $('output*=Value:');

describe('Range inputs', () => {
  it('the arrow keys and End set the slider', async () => {
    await browser.url('/horizontalSlider');
    // addValue sends the keys to the slider itself, no click (which would move it) needed.
    await slider().addValue(Key.ArrowRight.repeat(3));
    await expect(shownValue()).toHaveText('Value: 1.5');
    await slider().addValue(Key.End);
    await expect(shownValue()).toHaveText('Value: 5');
  });

  it('dragging the thumb past the right end sets the maximum', async () => {
    await browser.url('/horizontalSlider');
    await expect(slider()).toBeClickable();
    const { width } = await slider().getSize();
    // dragAndDrop by an offset: from the slider's centre to beyond its right end.
    await slider().dragAndDrop({ x: width, y: 0 });
    await expect(shownValue()).toHaveText('Value: 5');
    await expect(slider()).toHaveValue('5');
  });
});
