// Practice Shop: how the page objects find and read elements: the data-test hooks the shop's team keeps stable, and a message that may not be shown.
import { $, $$, browser } from '@wdio/globals';
import { Key } from 'webdriverio';
import type { ChainablePromiseElement } from 'webdriverio';

/** The element marked data-test="{name}". */
export const hook = (name: string) => $(`[data-test="${name}"]`);

/** Every element marked data-test="{name}", in page order. */
export const hooks = (name: string) => $$(`[data-test="${name}"]`);

/** The element marked data-test="{name}" whose whole text is `text`. */
export const hookWithText = (name: string, text: string) =>
  $(`//*[@data-test="${name}"][normalize-space()="${text}"]`);

/** The texts of every element marked data-test="{name}", in page order. */
export const textsOf = (name: string) => hooks(name).map((element) => element.getText());

/**
 * The text of a message that may or may not be on the page, without waiting for it: tests read
 * it with `expectEventually`, which asks again until the page shows what they expect.
 */
export async function shownText(message: ChainablePromiseElement): Promise<string | null> {
  return (await message.isDisplayed()) ? (await message.getText()).trim() : null;
}

/**
 * Replaces a field's text as a shopper does: select all, then type over it (or delete it, for
 * ""). The keys go to the focused field and fire the input events the page listens to; a field
 * that saves each change (the cart's quantity) sees one change, not an empty field first.
 */
export async function typeInto(field: ChainablePromiseElement, text: string) {
  await field.click();
  await browser.keys([Key.Ctrl, 'a']);
  await browser.keys(text === '' ? Key.Backspace : text);
}
