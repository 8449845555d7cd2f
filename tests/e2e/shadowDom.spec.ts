import type { Page } from '@playwright/test';
import { BUTTONS, LEVEL_TEXTS } from '../../src/pages/shadowDom/labels';
import { expect, test } from './fixtures';

const area = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test.describe('/shadowDom', () => {
  test('each button changes its text on click, found by Playwright shadow piercing', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/shadowDom');
    await expect(page.getByRole('region')).toHaveCount(4);
    const cases = [
      { area: 'Ordinary DOM', labels: BUTTONS.ordinary },
      { area: 'Shadow DOM', labels: BUTTONS.shadow },
      { area: 'Shadow DOM inside a shadow DOM', labels: BUTTONS.nested },
    ];
    for (const { area: name, labels } of cases) {
      const button = area(page, name).getByRole('button');
      await expect(button).toHaveText(labels.before);
      await button.click();
      await expect(button).toHaveText(labels.after);
    }
    await expect(page.getByRole('button', { name: 'First button' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Second button' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Third button' })).toBeVisible();
    for (const text of LEVEL_TEXTS) {
      await expect(area(page, 'Three nested shadow levels').getByText(text)).toBeVisible();
    }
    expect(consoleErrors).toEqual([]);
  });

  test('the shadow buttons sit in open shadow roots, reached through shadowRoot chains', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/shadowDom');
    await expect(
      page.getByRole('button', { name: BUTTONS.shadow.before, exact: true }),
    ).toBeVisible();
    // What a Selenium user does: host.shadowRoot, then a query inside it, level by level.
    const result = await page.evaluate(() => {
      const region = (name: string) =>
        [...document.querySelectorAll('section')].find(
          (section) => section.querySelector('h2')?.textContent === name,
        )!;
      const shadowOf = (root: ParentNode) =>
        [...root.querySelectorAll('*')].find((el) => el.shadowRoot)!.shadowRoot!;
      const plain = region('Ordinary DOM').querySelector('button')!;
      const second = shadowOf(region('Shadow DOM')).querySelector('button')!;
      const third = shadowOf(shadowOf(region('Shadow DOM inside a shadow DOM'))).querySelector(
        'button',
      )!;
      second.click();
      third.click();
      let level: ParentNode = region('Three nested shadow levels');
      const levels: string[] = [];
      for (let i = 0; i < 3; i++) {
        const root = shadowOf(level);
        levels.push(`${root.mode}:${root.querySelector('p')!.textContent}`);
        level = root;
      }
      return {
        plainInDocument: plain.getRootNode() === document,
        secondInShadow: second.getRootNode() instanceof ShadowRoot,
        thirdInShadow: third.getRootNode() instanceof ShadowRoot,
        levels,
        deeper: [...level.querySelectorAll('*')].some((el) => el.shadowRoot),
      };
    });
    expect(result).toMatchObject({
      plainInDocument: true,
      secondInShadow: true,
      thirdInShadow: true,
      levels: LEVEL_TEXTS.map((text) => `open:${text}`),
      deeper: false,
    });
    await expect(page.getByRole('button', { name: 'Second button' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Third button' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});
