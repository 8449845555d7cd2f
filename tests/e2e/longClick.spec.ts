import type { CDPSession, Page } from '@playwright/test';
import { gotoWithTimeStopped } from './clock';
import { expect, test } from './fixtures';

const alertOf = (page: Page) => page.getByRole('status');
const button = (page: Page) => page.getByRole('button', { name: 'Press and hold' });

test.describe('with the mouse', () => {
  test('a grey prompt names the default 1 s threshold; the dropdown offers 1 to 10 s', async ({
    page,
    consoleErrors,
  }) => {
    await gotoWithTimeStopped(page, '/longClick');
    const threshold = page.getByLabel('Long click threshold');
    await expect(threshold).toHaveValue('1');
    await expect(threshold.getByRole('option')).toHaveText(
      Array.from({ length: 10 }, (_, i) => `${i + 1}s`),
    );
    await expect(alertOf(page)).toHaveText('Press and hold (threshold: 1s)');
    await expect(alertOf(page)).toHaveClass(/alert-secondary/);
    await threshold.selectOption('7');
    await expect(alertOf(page)).toHaveText('Press and hold (threshold: 7s)');
    expect(consoleErrors).toEqual([]);
  });

  test('holding counts in hundredths every 10 ms; under the threshold is a red normal click', async ({
    page,
    consoleErrors,
  }) => {
    await gotoWithTimeStopped(page, '/longClick');
    await button(page).hover();
    await page.mouse.down();
    await expect(alertOf(page)).toHaveText('Holding... 0.00s');
    await page.clock.runFor(10);
    await expect(alertOf(page)).toHaveText('Holding... 0.01s');
    await page.clock.runFor(490);
    await expect(alertOf(page)).toHaveText('Holding... 0.50s');
    await page.clock.runFor(499);
    await expect(alertOf(page)).toHaveText('Holding... 0.99s');
    await page.mouse.up();
    await expect(alertOf(page)).toHaveText('Normal click');
    await expect(alertOf(page)).toHaveClass(/alert-danger/);
    await expect(page.getByText('Held for 0.99s')).toBeVisible();
    // Released: the time no longer runs.
    await page.clock.runFor(1000);
    await expect(alertOf(page)).toHaveText('Normal click');
    expect(consoleErrors).toEqual([]);
  });

  test('at the threshold exactly the click is long and green', async ({ page, consoleErrors }) => {
    await gotoWithTimeStopped(page, '/longClick');
    await page.getByLabel('Long click threshold').selectOption('3');
    await button(page).hover();
    await page.mouse.down();
    await page.clock.runFor(3000);
    await expect(alertOf(page)).toHaveText('Holding... 3.00s');
    await page.mouse.up();
    await expect(alertOf(page)).toHaveText('Long click');
    await expect(alertOf(page)).toHaveClass(/alert-success/);
    await expect(page.getByText('Held for 3.00s')).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('leaving the button stops the hold', async ({ page, consoleErrors }) => {
    await gotoWithTimeStopped(page, '/longClick');
    await button(page).hover();
    await page.mouse.down();
    await page.clock.runFor(1200);
    await page.mouse.move(0, 0);
    await expect(alertOf(page)).toHaveText('Long click');
    await page.clock.runFor(1000);
    await page.mouse.up();
    await expect(page.getByText('Held for 1.20s')).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('leaving the page while holding leaves no error behind', async ({ page, consoleErrors }) => {
    await gotoWithTimeStopped(page, '/longClick');
    await button(page).hover();
    await page.mouse.down();
    await page.clock.runFor(100);
    // Client-side navigation to home, as the logo link does, while the button is still held.
    await page.evaluate(() => {
      history.pushState(null, '', '/');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Automation Playground');
    await page.clock.runFor(1000);
    await page.mouse.up();
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('with the keyboard', () => {
  test('holding Space works like holding the mouse button', async ({ page, consoleErrors }) => {
    await gotoWithTimeStopped(page, '/longClick');
    await button(page).focus();
    await page.keyboard.down(' ');
    await page.clock.runFor(1500);
    await expect(alertOf(page)).toHaveText('Holding... 1.50s');
    await page.keyboard.up(' ');
    await expect(alertOf(page)).toHaveText('Long click');
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('with touch', () => {
  test.use({ hasTouch: true });

  /** Puts a finger on the button, or lifts it, through the browser's touch input. */
  const touch = async (cdp: CDPSession, page: Page, type: 'touchStart' | 'touchEnd') => {
    const box = (await button(page).boundingBox())!;
    await cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x: box.x + box.width / 2, y: box.y + 10 }],
    });
  };

  test('a short touch is a normal click, a long one a long click', async ({
    page,
    consoleErrors,
  }) => {
    await gotoWithTimeStopped(page, '/longClick');
    const cdp = await page.context().newCDPSession(page);
    await touch(cdp, page, 'touchStart');
    await page.clock.runFor(400);
    await expect(alertOf(page)).toHaveText('Holding... 0.40s');
    await touch(cdp, page, 'touchEnd');
    await expect(alertOf(page)).toHaveText('Normal click');

    await page.getByLabel('Long click threshold').selectOption('2');
    await touch(cdp, page, 'touchStart');
    await page.clock.runFor(2500);
    await expect(alertOf(page)).toHaveText('Holding... 2.50s');
    await touch(cdp, page, 'touchEnd');
    await expect(alertOf(page)).toHaveText('Long click');
    await expect(page.getByText('Held for 2.50s')).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});
