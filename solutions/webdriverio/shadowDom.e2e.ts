// Shadow DOM: the deep selector >>> finds a CSS match inside open shadow roots, at any depth.
import { $, browser, expect } from '@wdio/globals';

/** The area under this caption; the shadow roots are inside it. */
const area = (caption: string) => $(`h2=${caption}`).parentElement();

describe('Shadow DOM', () => {
  it('clicks the buttons inside one and two shadow roots', async () => {
    await browser.url('/shadowDom');
    // Plain selectors stop at a shadow root; >>> looks inside it (and inside the roots it holds).
    const shadowButton = area('Shadow DOM').$('>>>button');
    await expect(shadowButton).toHaveText('Shadow button');
    await shadowButton.click();
    await expect(shadowButton).toHaveText('Second button');

    const nestedButton = area('Shadow DOM inside a shadow DOM').$('>>>button');
    await expect(nestedButton).toHaveText('Nested shadow button');
    await nestedButton.click();
    await expect(nestedButton).toHaveText('Third button');
  });

  it('reads the text three shadow levels deep', async () => {
    await browser.url('/shadowDom');
    await expect(area('Three nested shadow levels').$$('>>>p')).toHaveText([
      'Shadow level 1',
      'Shadow level 2',
      'Shadow level 3: the deepest text',
    ]);
  });
});
