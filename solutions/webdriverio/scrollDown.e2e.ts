// Scroll Down: bring content far below the fold into the viewport before checking it.
import { $, browser, expect } from '@wdio/globals';

const FRUITS = ['Pineapple', 'Guarana', 'Cashew', 'Passion fruit', 'Pitanga', 'Jabuticaba'];

describe('Scroll Down', () => {
  it('scrolls down to each fruit sentence in turn', async () => {
    await browser.url('/scrollDown');
    for (const fruit of FRUITS) {
      const sentence = $(`*=${fruit}:`);
      // Each sentence is a full screen below the last: out of sight until scrolled to.
      await expect(sentence).not.toBeDisplayedInViewport();
      await sentence.scrollIntoView({ block: 'center', behavior: 'instant' });
      await expect(sentence).toBeDisplayedInViewport();
    }
    await expect($('*=Jabuticaba:')).toHaveText(
      'Jabuticaba: dark purple berries that grow right on the tree trunk.',
    );
  });
});
