import type { Page } from '@playwright/test';
import { expect, seriousAxeViolations, test } from './fixtures';
import { listenerCount } from './listeners';

const modal = (page: Page) => page.getByRole('dialog', { name: 'Leaving so soon?' });
const shownCount = (page: Page) => page.getByRole('status');

/** Moves the pointer onto the page at (x, y), then out of the viewport to (outX, outY). */
async function leaveThrough(page: Page, [x, y]: [number, number], [outX, outY]: [number, number]) {
  await page.mouse.move(x, y);
  await page.mouse.move(outX, outY);
}
/** Onto the top edge of the page, then out above it (y < 0). */
const leaveThroughTop = (page: Page) => leaveThrough(page, [640, 5], [640, -10]);

/**
 * Lets the page finish what a pointer move set off (a render is scheduled, not immediate), so
 * that "nothing happened" is asserted after it would have happened.
 */
const settle = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));

/** Opens the page and waits for it to render (and listen) before the pointer moves. */
async function open(page: Page) {
  await page.goto('/exitIntent');
  await expect(shownCount(page)).toHaveText('Exit-intent modal shown: 0 times');
}

test('leaving through the top opens the modal and counts it; Close hides it', async ({
  page,
  consoleErrors,
}) => {
  await open(page);
  await leaveThroughTop(page);
  await expect(modal(page)).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await expect(modal(page)).toContainText(
    'This window opens when the mouse leaves the page through the top.',
  );
  await expect(shownCount(page)).toHaveText('Exit-intent modal shown: 1 times');
  await modal(page).getByRole('button', { name: 'Close' }).click();
  await expect(modal(page)).toBeHidden();

  await leaveThroughTop(page);
  await expect(modal(page)).toBeVisible();
  await expect(shownCount(page)).toHaveText('Exit-intent modal shown: 2 times');
  // An exit while it is open neither counts nor opens a second one.
  await leaveThroughTop(page);
  await settle(page);
  await expect(shownCount(page)).toHaveText('Exit-intent modal shown: 2 times');
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(modal(page)).toBeHidden();
  expect(consoleErrors).toEqual([]);
});

test('leaving through the left, right or bottom edge does nothing', async ({ page }) => {
  await open(page);
  const { width, height } = page.viewportSize()!;
  const exits: [string, [number, number], [number, number]][] = [
    ['left', [5, 300], [-10, 300]],
    ['right', [width - 5, 300], [width + 10, 300]],
    ['bottom', [640, height - 5], [640, height + 10]],
  ];
  for (const [edge, onto, out] of exits) {
    await leaveThrough(page, onto, out);
    await settle(page);
    await expect(page.getByRole('dialog'), `exit through the ${edge}`).toHaveCount(0);
    await expect(shownCount(page)).toHaveText('Exit-intent modal shown: 0 times');
  }
  // An exit through the top afterwards is the first one counted.
  await leaveThroughTop(page);
  await expect(modal(page)).toBeVisible();
  await expect(shownCount(page)).toHaveText('Exit-intent modal shown: 1 times');
});

test('a click on the backdrop closes the modal', async ({ page }) => {
  await open(page);
  await leaveThroughTop(page);
  await expect(modal(page)).toBeVisible();
  await page.mouse.click(10, 450);
  await expect(modal(page)).toBeHidden();
  await expect(shownCount(page)).toHaveText('Exit-intent modal shown: 1 times');
});

test('the keyboard button opens the modal, and focus returns to it on close', async ({ page }) => {
  await open(page);
  const opener = page.getByRole('button', { name: 'Open the modal without the mouse' });
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(modal(page)).toBeVisible();
  await expect(shownCount(page)).toHaveText('Exit-intent modal shown: 1 times');
  await expect(modal(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(modal(page)).toBeHidden();
  await expect(opener).toBeFocused();

  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(modal(page).getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(modal(page)).toBeHidden();
  await expect(opener).toBeFocused();
});

test('once the page is left, its listener is gone and an exit opens nothing', async ({ page }) => {
  await open(page);
  await expect.poll(() => listenerCount(page, 'document', 'mouseout')).toBe(1);
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL('/');
  await expect.poll(() => listenerCount(page, 'document', 'mouseout')).toBe(0);
  await leaveThroughTop(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
