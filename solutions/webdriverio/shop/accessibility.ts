// Practice Shop: axe-core run inside the page under test: its source injected with browser.execute, its serious and critical WCAG 2.1 A/AA violations read back.
import { browser } from '@wdio/globals';
import axe from 'axe-core';

declare global {
  interface Window {
    axe: typeof axe;
  }
}

/** The rules of WCAG 2.0 and 2.1, levels A and AA. */
const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Serious and critical WCAG A/AA violations on the page the browser shows, as "rule: element"
 * lines. A WebDriver script runs outside the page's Content-Security-Policy, so axe's source can
 * be injected as it is; each new page needs it again.
 */
export async function accessibilityViolations(): Promise<string[]> {
  await browser.execute(axe.source);
  return browser.execute(async (tags: string[]) => {
    const { violations } = await window.axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')}`));
  }, WCAG_AA_TAGS);
}
