// Multi-Tab Sync: newWindow opens a second tab of the same profile; switchToWindow to act in one tab and assert in the other.
import { $, browser, expect } from '@wdio/globals';

const PAGE = '/multiTabSync';
const pageUrl = () => new URL(PAGE, browser.options.baseUrl).href;
const openTabs = (n: number) => $(`span=Open tabs: ${n}`);
const todo = (text: string) => $(`aria/${text}`);

async function add(text: string) {
  await $('aria/New to-do').setValue(text);
  await $('button=Add').click();
}

describe('Multi-Tab Sync', () => {
  it('two tabs share one list and count each other', async () => {
    await browser.url(PAGE);
    const first = await browser.getWindowHandle();
    // A second tab of the same profile (same localStorage and BroadcastChannel); commands now go there.
    const { handle: second } = await browser.newWindow(pageUrl(), { type: 'tab' });
    await expect(openTabs(2)).toBeDisplayed();

    // A background tab syncs too: add here, find it in the first tab.
    await add('Buy milk');
    await browser.switchToWindow(first);
    await expect(openTabs(2)).toBeDisplayed();
    await expect(todo('Buy milk')).not.toBeSelected();
    await todo('Buy milk').click();

    await browser.switchToWindow(second);
    await expect(todo('Buy milk')).toBeSelected();

    // Closing a tab lowers the count in the others.
    await browser.closeWindow();
    await browser.switchToWindow(first);
    await expect(openTabs(1)).toBeDisplayed();
  });

  it('another user context is another profile: its own list and count', async () => {
    await browser.url(PAGE);
    await add('Buy milk');
    const first = await browser.getWindowHandle();
    // WebDriver BiDi user contexts are separate profiles inside the same browser.
    const { userContext } = await browser.browserCreateUserContext({});
    const { context } = await browser.browsingContextCreate({ type: 'tab', userContext });
    await browser.switchToWindow(context);
    await browser.url(PAGE);
    await expect($('p=No to-dos yet.')).toBeDisplayed();
    await expect(openTabs(1)).toBeDisplayed();

    await browser.closeWindow();
    await browser.browserRemoveUserContext({ userContext });
    await browser.switchToWindow(first);
    await expect(openTabs(1)).toBeDisplayed();
  });

  it('without BroadcastChannel the tabs sync through storage events', async () => {
    // Runs before any script of every page from now on, as in an older browser that lacks it.
    await browser.addInitScript(() => {
      delete (window as { BroadcastChannel?: unknown }).BroadcastChannel;
    });
    await browser.url(PAGE);
    await expect($('span=Sync: storage events')).toBeDisplayed();
    const first = await browser.getWindowHandle();
    await browser.newWindow(pageUrl(), { type: 'tab' });
    await add('Walk the dog');
    await browser.switchToWindow(first);
    await expect(todo('Walk the dog')).toBeDisplayed();
  });
});
