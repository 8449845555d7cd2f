// Time is the page clock's alone: installed and held still before the page's first script, then
// moved with fastForward (a jump, as a sleeping computer makes) and runFor (seconds ticking by).
import type { Page } from '@playwright/test';
import { gotoWithTimeStopped } from './clock';
import { expect, frame, test } from './fixtures';
import { listenerCount } from './listeners';

const SIGNED_OUT = 'You have been signed out: no activity for 15:00.';

const warning = (page: Page) => page.getByRole('alertdialog', { name: 'Are you still there?' });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const idle = (page: Page, mmss: string) => page.getByText(`Idle for ${mmss}`, { exact: true });

/** Records whether the warning ever opened, however briefly, from now on. */
async function watchForWarning(page: Page) {
  await page.evaluate(() => {
    new MutationObserver(() => {
      if (document.querySelector('dialog[open]')) Object.assign(window, { warned: true });
    }).observe(document.body, { subtree: true, attributes: true, childList: true });
  });
  return () => page.evaluate(() => 'warned' in window);
}

test.beforeEach(async ({ page }) => {
  await gotoWithTimeStopped(page, '/sessionTimeout');
});

test('the spec: no warning at 13:59, 01:00 left at 14:00, extended, signed out at 15:00', async ({
  page,
  consoleErrors,
}) => {
  await expect(page.getByText('Signed in as practice-user.')).toBeVisible();
  await expect(
    page.getByText(
      'You are signed out after 15:00 without activity. A warning shows for the last 01:00.',
    ),
  ).toBeVisible();
  await expect(idle(page, '00:00')).toBeVisible();
  await expect(page.getByText('Limit shortened by ?idleLimit for practice.')).toHaveCount(0);

  await page.clock.fastForward('13:59');
  await expect(idle(page, '13:59')).toBeVisible();
  await expect(warning(page)).toHaveCount(0);

  await page.clock.runFor(1000);
  await expect(warning(page)).toBeVisible();
  await expect(warning(page)).toContainText('Your session ends in 01:00');
  await expect(button(page, 'Stay signed in')).toBeFocused();
  await page.clock.runFor(1000);
  await expect(warning(page)).toContainText('Your session ends in 00:59');

  await button(page, 'Stay signed in').click();
  await expect(warning(page)).toBeHidden();
  await expect(idle(page, '00:00')).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Session extended.');

  const warned = await watchForWarning(page);
  await page.clock.fastForward('15:00');
  await expect(page.getByRole('alert')).toHaveText(SIGNED_OUT);
  await expect(button(page, 'Sign in again')).toBeFocused();
  await expect(page.getByText('Signed in as practice-user.')).toHaveCount(0);
  await expect(button(page, 'Check messages')).toHaveCount(0);
  expect(await warned()).toBe(false);
  expect(consoleErrors).toEqual([]);
});

test('idle time counts whole seconds; presses, keys and wheel turns reset it, mouse moves do not', async ({
  page,
}) => {
  await page.clock.runFor(3000);
  await expect(idle(page, '00:03')).toBeVisible();
  await page.mouse.move(200, 300);
  await page.mouse.move(400, 500);
  await page.clock.runFor(1000);
  await expect(idle(page, '00:04')).toBeVisible();

  await button(page, 'Check messages').click();
  await expect(idle(page, '00:00')).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('No new messages.');

  await page.clock.runFor(2000);
  await expect(idle(page, '00:02')).toBeVisible();
  await page.keyboard.press('Shift');
  await expect(idle(page, '00:00')).toBeVisible();

  await page.clock.runFor(2000);
  await expect(idle(page, '00:02')).toBeVisible();
  await page.mouse.wheel(0, 100);
  await expect(idle(page, '00:00')).toBeVisible();

  // A press anywhere in the page counts, not only on a control.
  await page.clock.runFor(2000);
  await page.getByText('Signed in as practice-user.').click();
  await expect(idle(page, '00:00')).toBeVisible();
});

test('the warning counts down to 00:01 over an inert page, then signs out', async ({ page }) => {
  const checkMessages = await button(page, 'Check messages').boundingBox();
  await page.clock.fastForward('14:00');
  await expect(warning(page)).toContainText('Your session ends in 01:00');

  // Behind the modal dialog nothing answers, and a press or key there is not activity.
  await page.mouse.click(checkMessages!.x + 5, checkMessages!.y + 5);
  await page.mouse.wheel(0, 100);
  await expect(page.getByRole('status')).toHaveText('');
  await page.clock.runFor(1000);
  await expect(warning(page)).toContainText('Your session ends in 00:59');
  expect(
    await button(page, 'Check messages').evaluate((el) => {
      el.focus();
      return document.activeElement === el;
    }),
  ).toBe(false);

  await page.clock.runFor(58_000);
  await expect(warning(page)).toContainText('Your session ends in 00:01');
  await expect(idle(page, '14:59')).toBeAttached();
  await page.clock.runFor(1000);
  await expect(warning(page)).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveText(SIGNED_OUT);
  await expect(button(page, 'Sign in again')).toBeFocused();
});

test('Escape closes the warning and extends the session', async ({ page }) => {
  await page.clock.fastForward('14:30');
  await expect(warning(page)).toContainText('Your session ends in 00:30');
  await page.keyboard.press('Escape');
  await expect(warning(page)).toHaveCount(0);
  await expect(idle(page, '00:00')).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Session extended.');
  // A full new spell: no warning before 14:00 idle again.
  await page.clock.runFor(60_000);
  await expect(idle(page, '01:00')).toBeVisible();
  await expect(warning(page)).toHaveCount(0);
});

test('"Sign out now" signs out; "Sign in again" starts a new session', async ({ page }) => {
  await page.clock.fastForward('14:10');
  await button(page, 'Sign out now').click();
  await expect(warning(page)).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveText('You have signed out.');
  await expect(button(page, 'Sign in again')).toBeFocused();
  // Over for good: time and activity change nothing.
  await page.clock.runFor(5000);
  await page.keyboard.press('Shift');
  await expect(page.getByRole('alert')).toHaveText('You have signed out.');

  await button(page, 'Sign in again').click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText('Signed in as practice-user.')).toBeVisible();
  await expect(idle(page, '00:00')).toBeVisible();
  await page.clock.runFor(1000);
  await expect(idle(page, '00:01')).toBeVisible();
});

test('idle time follows the clock, not ticks: a jump past 15:00 signs out at the next check, no warning first', async ({
  page,
}) => {
  const warned = await watchForWarning(page);
  await page.clock.fastForward('02:00:00');
  await expect(page.getByRole('alert')).toHaveText(SIGNED_OUT);
  expect(await warned()).toBe(false);
});

test('the tab showing again is a check; activity after the limit never revives the session', async ({
  page,
}) => {
  const start = await page.evaluate(() => Date.now());
  // The clock moves on while no timer runs, as for a tab asleep in the background.
  await page.clock.setSystemTime(start + 14 * 60_000 + 20_000);
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(warning(page)).toContainText('Your session ends in 00:40');
  await button(page, 'Stay signed in').click();
  await expect(idle(page, '00:00')).toBeVisible();

  const extended = await page.evaluate(() => Date.now());
  await page.clock.setSystemTime(extended + 16 * 60_000);
  await page.keyboard.press('Shift');
  await expect(page.getByRole('alert')).toHaveText(SIGNED_OUT);
  await expect(warning(page)).toHaveCount(0);
});

test('?idleLimit=20 shortens the limit and warns for the last 10 s', async ({ page }) => {
  await page.goto('/sessionTimeout?idleLimit=20');
  await expect(page.getByText('Limit shortened by ?idleLimit for practice.')).toBeVisible();
  await expect(
    page.getByText(
      'You are signed out after 00:20 without activity. A warning shows for the last 00:10.',
    ),
  ).toBeVisible();
  await page.clock.runFor(9000);
  await expect(idle(page, '00:09')).toBeVisible();
  await expect(warning(page)).toHaveCount(0);
  await page.clock.runFor(1000);
  await expect(warning(page)).toContainText('Your session ends in 00:10');
  await page.clock.runFor(9000);
  await expect(warning(page)).toContainText('Your session ends in 00:01');
  await page.clock.runFor(1000);
  await expect(page.getByRole('alert')).toHaveText(
    'You have been signed out: no activity for 00:20.',
  );
});

test('any other idleLimit is refused and 15:00 kept', async ({ page }) => {
  for (const value of ['9', '901', '20.5', 'soon']) {
    await page.goto(`/sessionTimeout?idleLimit=${value}`);
    await expect(
      page.getByText('idleLimit must be a whole number of seconds from 10 to 900; using 15:00.'),
    ).toBeVisible();
    await expect(page.getByText(/signed out after 15:00 without activity/)).toBeVisible();
  }
});

test('a reload starts a new session', async ({ page }) => {
  await page.clock.fastForward('05:00');
  await expect(idle(page, '05:00')).toBeVisible();
  await page.reload();
  await expect(idle(page, '00:00')).toBeVisible();
});

test('leaving the page removes its activity and visibility listeners', async ({ page }) => {
  const before = await Promise.all(
    ['keydown', 'visibilitychange'].map((type) => listenerCount(page, 'document', type)),
  );
  await frame(page).logo.click();
  await expect(frame(page).heading).toHaveText('Automation Playground');
  const after = await Promise.all(
    ['keydown', 'visibilitychange'].map((type) => listenerCount(page, 'document', type)),
  );
  expect(after).toEqual(before.map((n) => n - 1));
});
