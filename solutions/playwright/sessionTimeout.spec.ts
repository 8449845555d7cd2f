// Session Timeout: fake the page's clock, and the real 15-minute rule takes seconds to test.
import { expect, test } from '@playwright/test';

test.beforeEach(async ({ page }) => {
  // Date and timers are faked before the page's first script, and held still: time moves only
  // when the test says so, however long the page takes to load.
  await page.clock.install({ time: new Date('2026-01-05T08:59:59') });
  await page.clock.pauseAt(new Date('2026-01-05T09:00:00'));
  await page.goto('/sessionTimeout');
  await expect(page.getByText('Idle for 00:00')).toBeVisible();
});

test('warns at 14:00 idle and signs out at 15:00', async ({ page }) => {
  const warning = page.getByRole('alertdialog', { name: 'Are you still there?' });

  // fastForward jumps, as a sleeping computer does: the timers run once, at the new time.
  await page.clock.fastForward('13:59');
  await expect(page.getByText('Idle for 13:59')).toBeVisible();
  await expect(warning).toBeHidden();

  // runFor lets one second tick by, timers and all.
  await page.clock.runFor(1000);
  await expect(warning).toContainText('Your session ends in 01:00');
  await page.clock.runFor(1000);
  await expect(warning).toContainText('Your session ends in 00:59');

  await warning.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(page.getByText('Idle for 00:00')).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Session extended.');

  await page.clock.fastForward('15:00');
  await expect(page.getByRole('alert')).toHaveText(
    'You have been signed out: no activity for 15:00.',
  );
  await expect(page.getByRole('button', { name: 'Sign in again' })).toBeFocused();
});

test('a key press resets the idle time; a mouse move does not', async ({ page }) => {
  await page.clock.runFor(10_000);
  await page.mouse.move(100, 100);
  await expect(page.getByText('Idle for 00:10')).toBeVisible();
  await page.keyboard.press('Shift');
  await expect(page.getByText('Idle for 00:00')).toBeVisible();
});
