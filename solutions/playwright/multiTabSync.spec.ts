// Several tabs: context.newPage() opens a second tab sharing storage; act in one, assert in the other.
import { expect, test, type Page } from '@playwright/test';

const openTabs = (page: Page, n: number) => page.getByText(`Open tabs: ${n}`, { exact: true });
const todo = (page: Page, text: string) => page.getByRole('checkbox', { name: text, exact: true });

async function add(page: Page, text: string) {
  await page.getByLabel('New to-do').fill(text);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
}

test('two tabs share one list and count each other', async ({ page, context }) => {
  await page.goto('/multiTabSync');
  // A second tab of the same browser context: same localStorage, same BroadcastChannel.
  const second = await context.newPage();
  await second.goto('/multiTabSync');
  await expect(openTabs(page, 2)).toBeVisible();
  await expect(openTabs(second, 2)).toBeVisible();

  // No need to bringToFront(): a background tab syncs too.
  await add(page, 'Buy milk');
  await expect(todo(second, 'Buy milk')).not.toBeChecked({ timeout: 1_000 });
  await todo(second, 'Buy milk').check();
  await expect(todo(page, 'Buy milk')).toBeChecked({ timeout: 1_000 });

  await second.close();
  await expect(openTabs(page, 1)).toBeVisible();
});

test('another browser context is another profile: its own list and count', async ({
  page,
  browser,
}) => {
  await page.goto('/multiTabSync');
  await add(page, 'Buy milk');
  const other = await browser.newContext();
  const stranger = await other.newPage();
  await stranger.goto('/multiTabSync');
  await expect(stranger.getByText('No to-dos yet.')).toBeVisible();
  await expect(openTabs(stranger, 1)).toBeVisible();
  await expect(openTabs(page, 1)).toBeVisible();
  await other.close();
});

test('without BroadcastChannel the tabs sync through storage events', async ({ page, context }) => {
  // Runs before any script of every page of this context, as an older browser would lack it.
  await context.addInitScript(() => {
    delete (window as { BroadcastChannel?: unknown }).BroadcastChannel;
  });
  await page.goto('/multiTabSync');
  await expect(page.getByText('Sync: storage events')).toBeVisible();
  const second = await context.newPage();
  await second.goto('/multiTabSync');
  await add(second, 'Buy milk');
  await expect(todo(page, 'Buy milk')).toBeVisible({ timeout: 1_000 });
});
