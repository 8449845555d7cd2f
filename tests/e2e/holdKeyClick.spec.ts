import type { Page } from '@playwright/test';
import { gotoWithTimeStopped } from './clock';
import { expect, test } from './fixtures';

const status = (page: Page) => page.getByRole('status');
const clickMe = (page: Page) => page.getByRole('button', { name: 'Click Me' });

test.beforeEach(async ({ page }) => {
  await gotoWithTimeStopped(page, '/holdKeyClick');
});

test.afterEach(({ consoleErrors }) => {
  expect(consoleErrors).toEqual([]);
});

test('the status line is empty at first', async ({ page }) => {
  await expect(clickMe(page)).toBeVisible();
  await expect(status(page)).toHaveText('');
});

test('a plain click asks for Ctrl/Command', async ({ page }) => {
  await clickMe(page).click();
  await expect(status(page)).toHaveText('Please hold Ctrl/Command');
});

test('Ctrl+click and Command+click are plain button clicks', async ({ page }) => {
  await clickMe(page).click({ modifiers: ['Control'] });
  await expect(status(page)).toHaveText('Button clicked');
  await clickMe(page).click();
  await expect(status(page)).toHaveText('Please hold Ctrl/Command');
  await clickMe(page).click({ modifiers: ['Meta'] });
  await expect(status(page)).toHaveText('Button clicked');
});

test('Ctrl held with the mouse down for 1.2 s is a long click; 0.999 s is not', async ({
  page,
}) => {
  await clickMe(page).hover();
  await page.keyboard.down('Control');
  await page.mouse.down();
  await page.clock.runFor(1200);
  await page.mouse.up();
  await expect(status(page)).toHaveText('Long click performed');

  await page.mouse.down();
  await page.clock.runFor(999);
  await page.mouse.up();
  await expect(status(page)).toHaveText('Button clicked');

  await page.mouse.down();
  await page.clock.runFor(1000);
  await page.mouse.up();
  await expect(status(page)).toHaveText('Long click performed');
  await page.keyboard.up('Control');
});

test('the modifiers held when the press ends decide', async ({ page }) => {
  await clickMe(page).hover();
  await page.keyboard.down('Control');
  await page.mouse.down();
  await page.keyboard.up('Control');
  await page.mouse.up();
  await expect(status(page)).toHaveText('Please hold Ctrl/Command');

  await page.mouse.down();
  await page.keyboard.down('Control');
  await page.mouse.up();
  await page.keyboard.up('Control');
  await expect(status(page)).toHaveText('Button clicked');
});

test('leaving the button during a press ends it; leaving without a press changes nothing', async ({
  page,
}) => {
  await clickMe(page).click({ modifiers: ['Control'] });
  await expect(status(page)).toHaveText('Button clicked');
  // Merely passing over and leaving the button keeps the message.
  await clickMe(page).hover();
  await page.mouse.move(0, 0);
  await expect(status(page)).toHaveText('Button clicked');

  await clickMe(page).hover();
  await page.keyboard.down('Control');
  await page.mouse.down();
  await page.clock.runFor(1500);
  await page.mouse.move(0, 0);
  await expect(status(page)).toHaveText('Long click performed');
  // The press is over: releasing elsewhere changes nothing.
  await page.keyboard.up('Control');
  await page.mouse.up();
  await expect(status(page)).toHaveText('Long click performed');
});

test('by keyboard: Enter or Space with Ctrl held, auto-repeat ignored', async ({ page }) => {
  await clickMe(page).focus();
  await page.keyboard.press('Enter');
  await expect(status(page)).toHaveText('Please hold Ctrl/Command');

  await page.keyboard.down('Control');
  await page.keyboard.press('Space');
  await expect(status(page)).toHaveText('Button clicked');

  await page.keyboard.down('Enter');
  await page.clock.runFor(600);
  // An auto-repeated key down does not restart the press.
  await clickMe(page).dispatchEvent('keydown', { key: 'Enter', ctrlKey: true, repeat: true });
  await page.clock.runFor(600);
  await page.keyboard.up('Enter');
  await expect(status(page)).toHaveText('Long click performed');
  await page.keyboard.up('Control');
});
