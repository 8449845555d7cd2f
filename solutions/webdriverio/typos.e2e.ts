// Typos: assert exact text, and pin a random page with ?seed= to make the check repeatable.
import { $, browser, expect } from '@wdio/globals';

const CORRECT = 'Automated checks should catch every misspelled word in this sentence.';
// The second paragraph of the page body, right after the intro.
const sentence = () => $('section[aria-label="Text to check"] p:nth-of-type(2)');

describe('Typos', () => {
  it('with a seed that draws no typo, the sentence is correct', async () => {
    await browser.url('/typos?seed=7');
    await expect(sentence()).toHaveText(CORRECT);
  });

  it('with a seed that draws a typo, the exact-text check catches it', async () => {
    await browser.url('/typos?seed=10');
    await expect(sentence()).toHaveText('sentecne', { containing: true });
    await expect(sentence()).not.toHaveText(CORRECT);
  });
});
