// Screen Resolution: set the viewport from the test and read the sizes the page reports.
import { $, browser, expect } from '@wdio/globals';

// Each size is the <dd> right after its <dt> term.
const valueOf = (term: string) => $(`dt=${term}`).nextElement();

describe('Screen Resolution', () => {
  it('shows the screen and the live viewport size', async () => {
    await browser.setViewport({ width: 1024, height: 700 });
    await browser.url('/screenResolution');
    const screen = await browser.execute(() => `${window.screen.width} x ${window.screen.height}`);
    await expect(valueOf('Screen Resolution (Monitor)')).toHaveText(screen);
    await expect(valueOf('Viewport (Browser Window)')).toHaveText('1024 x 700');

    // The page follows a resize without a reload.
    await browser.setViewport({ width: 800, height: 600 });
    await expect(valueOf('Viewport (Browser Window)')).toHaveText('800 x 600');
  });
});
