// Practice Shop: one reading helper for the page objects: a message's text, or null while it is not shown.
import type { Locator } from '@playwright/test';

/**
 * The text of a message that may or may not be on the page, without waiting for it: tests read it
 * with `expect.poll`, which asks again until the page shows what they expect.
 */
export async function visibleText(message: Locator): Promise<string | null> {
  return (await message.isVisible()) ? (await message.innerText()).trim() : null;
}
