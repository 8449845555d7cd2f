import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** Every console error and uncaught exception on the page, for asserting there are none. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
});

export { expect };

/** Serious and critical axe-core violations on the page, as "rule: target" lines. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')}`));
}

/** Locators of the site frame that every page shares. */
export function frame(page: Page) {
  return {
    logo: page.getByRole('link', { name: 'Automation Playground' }),
    themeToggle: page.getByRole('button', { name: 'Dark mode' }),
    goBack: page.getByRole('button', { name: 'Go Back' }),
    heading: page.getByRole('heading', { level: 1 }),
    footer: page.getByRole('contentinfo'),
  };
}
