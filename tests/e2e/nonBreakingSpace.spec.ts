import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const WITH_SPACE = "//button[text()='Place Order']";
const WITH_NBSP = "//button[text()='Place\u00a0Order']";

/** How many nodes the browser's own XPath engine finds for an expression. */
const countByXPath = (page: Page, xpath: string) =>
  page.evaluate(
    (expression) =>
      document.evaluate(expression, document, null, XPathResult.ORDERED_NODE_SNAPSHOT_TYPE, null)
        .snapshotLength,
    xpath,
  );

test('an XPath with an ordinary space misses the button; with U+00A0 it finds it', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/nonBreakingSpace');
  // The role locator finds it: accessible names collapse white space, U+00A0 included.
  const button = page.getByRole('button', { name: 'Place Order', exact: true });
  await expect(button).toBeVisible();
  await expect(button).toHaveCount(1);
  await expect(page.getByText('finds nothing here')).toContainText(WITH_SPACE);

  expect(await countByXPath(page, WITH_SPACE)).toBe(0);
  expect(await countByXPath(page, WITH_NBSP)).toBe(1);
  expect(await countByXPath(page, "//button[normalize-space()='Place Order']")).toBe(0);
  // The label holds exactly one U+00A0 between the words, and no ordinary space.
  expect(await button.textContent()).toBe('Place\u00a0Order');
  // Playwright's xpath= locators use the same engine.
  await expect(page.locator(`xpath=${WITH_SPACE}`)).toHaveCount(0);
  await expect(page.locator(`xpath=${WITH_NBSP}`)).toHaveCount(1);
  expect(consoleErrors).toEqual([]);
});

test('a click on the role-located button states "Place Order clicked." with an ordinary space', async ({
  page,
}) => {
  await page.goto('/nonBreakingSpace');
  const button = page.getByRole('button', { name: 'Place Order', exact: true });
  await expect(button).toBeVisible();
  const status = page.getByRole('status');
  await expect(status).toHaveText('');
  await button.click();
  // toHaveText would accept a U+00A0 too: compare the exact characters.
  await expect.poll(() => status.textContent()).toBe('Place Order clicked.');
});

test('the button works from the keyboard', async ({ page }) => {
  await page.goto('/nonBreakingSpace');
  const button = page.getByRole('button', { name: 'Place Order' });
  await expect(button).toBeVisible();
  await button.focus();
  await page.keyboard.press('Space');
  await expect.poll(() => page.getByRole('status').textContent()).toBe('Place Order clicked.');
});
