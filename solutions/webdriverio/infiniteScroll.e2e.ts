// Infinite Scroll: scroll to trigger lazy loading, then wait for the content it adds.
import { $, browser, expect } from '@wdio/globals';

const paragraph = (n: number) => $(`p*=Paragraph ${n}.`);

describe('Infinite Scroll', () => {
  it('one scroll to the bottom loads three more paragraphs', async () => {
    await browser.url('/infiniteScroll');
    const loaded = $('[role="status"]*=Paragraphs loaded:');
    await expect(loaded).toHaveText('Paragraphs loaded: 3');

    // browser.scroll sends a real wheel action: the end marker nears the viewport and a load starts.
    await browser.scroll(0, 100_000);
    await expect(loaded).toHaveText('Paragraphs loaded: 6');
    await expect(paragraph(6)).toBeDisplayed();
  });

  it('with a seed, paragraph 4 starts with the same words on every load', async () => {
    const openAndScroll = async () => {
      await browser.url('/infiniteScroll?seed=1');
      await expect(paragraph(3)).toBeDisplayed();
      // End scrolls to the bottom, as the wheel does.
      await browser.keys('End');
      await expect(paragraph(4)).toBeDisplayed();
      return paragraph(4).getText();
    };
    const first = await openAndScroll();
    expect(await openAndScroll()).toBe(first);
  });
});
