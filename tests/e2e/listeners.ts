import type { Page } from '@playwright/test';

/**
 * How many `type` listeners `window` or `document` holds (DevTools' getEventListeners), so a
 * spec can show that a page removes its listeners when it is left.
 */
export async function listenerCount(
  page: Page,
  target: 'window' | 'document',
  type: string,
): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { result } = await cdp.send('Runtime.evaluate', { expression: target });
    const { listeners } = await cdp.send('DOMDebugger.getEventListeners', {
      objectId: result.objectId!,
    });
    return listeners.filter((listener) => listener.type === type).length;
  } finally {
    await cdp.detach();
  }
}
