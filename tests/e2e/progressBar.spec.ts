import type { Page } from '@playwright/test';
import { createRandom } from '../../src/lib/random';
import { gotoWithTimeStopped } from './clock';
import { expect, test } from './fixtures';

const SEED = 11;
/** The step intervals the page draws at its first Starts with ?seed=SEED. */
const seededSteps = (count: number) => {
  const random = createRandom(SEED);
  return Array.from({ length: count }, () => random.int(100, 300));
};

const bar = (page: Page) => page.getByRole('progressbar', { name: 'Progress' });
const result = (page: Page) => page.getByRole('status');
const button = (page: Page, name: 'Start' | 'Stop') => page.getByRole('button', { name });

async function expectAt(page: Page, value: number) {
  await expect(bar(page)).toHaveAttribute('aria-valuenow', String(value));
  await expect(bar(page)).toHaveText(`${value}%`);
}

test('shows the bar at 25 % with its range and nothing stopped yet', async ({ page }) => {
  await page.goto('/progressBar');
  await expectAt(page, 25);
  await expect(bar(page)).toHaveAttribute('aria-valuemin', '0');
  await expect(bar(page)).toHaveAttribute('aria-valuemax', '100');
  await expect(result(page)).toHaveText('Result: not stopped yet');
  await expect(button(page, 'Start')).toBeVisible();
  await expect(button(page, 'Stop')).toBeVisible();
});

test('Start waits 1 s, then adds 1 % every T ms; Stop at 75 freezes it at distance 0', async ({
  page,
  consoleErrors,
}) => {
  const [step] = seededSteps(1) as [number];
  await gotoWithTimeStopped(page, `/progressBar?seed=${SEED}`);
  await button(page, 'Start').click();
  await page.clock.runFor(1000 + step - 1);
  await expectAt(page, 25);
  await page.clock.runFor(1);
  await expectAt(page, 26);
  await page.clock.runFor(step * 49);
  await expectAt(page, 75);
  await expect(result(page)).toHaveText('Result: not stopped yet');

  await button(page, 'Stop').click();
  await expect(result(page)).toHaveText('Result: stopped at 75%, distance from 75%: 0');
  await page.clock.runFor(5000);
  await expectAt(page, 75);

  // Stop while not running changes nothing.
  await button(page, 'Stop').click();
  await expect(result(page)).toHaveText('Result: stopped at 75%, distance from 75%: 0');
  expect(consoleErrors).toEqual([]);
});

test('a late Stop reports the distance past 75 %', async ({ page }) => {
  const [step] = seededSteps(1) as [number];
  await gotoWithTimeStopped(page, `/progressBar?seed=${SEED}`);
  await button(page, 'Start').click();
  await page.clock.runFor(1000 + step * 58);
  await expectAt(page, 83);
  await button(page, 'Stop').click();
  await expect(result(page)).toHaveText('Result: stopped at 83%, distance from 75%: 8');
});

test('reaching 100 % stops the bar as a Stop there would', async ({ page }) => {
  const [step] = seededSteps(1) as [number];
  await gotoWithTimeStopped(page, `/progressBar?seed=${SEED}`);
  await button(page, 'Start').click();
  await page.clock.runFor(1000 + step * 75);
  await expectAt(page, 100);
  await expect(result(page)).toHaveText('Result: stopped at 100%, distance from 75%: 25');
  await page.clock.runFor(step * 10);
  await expectAt(page, 100);
});

test('Start while running restarts from 25 % with a newly drawn T', async ({ page }) => {
  const [first, second] = seededSteps(2) as [number, number];
  await gotoWithTimeStopped(page, `/progressBar?seed=${SEED}`);
  await button(page, 'Start').click();
  await page.clock.runFor(1000 + first * 10);
  await expectAt(page, 35);

  await button(page, 'Start').click();
  await expectAt(page, 25);
  await page.clock.runFor(1000 + second - 1);
  await expectAt(page, 25);
  await page.clock.runFor(1);
  await expectAt(page, 26);
  await page.clock.runFor(second * 9);
  await expectAt(page, 35);
  await button(page, 'Stop').click();
  await expect(result(page)).toHaveText('Result: stopped at 35%, distance from 75%: 40');

  // A new Start after a Stop begins a new attempt.
  await button(page, 'Start').click();
  await expectAt(page, 25);
  await expect(result(page)).toHaveText('Result: not stopped yet');
});

test('leaving the page mid-run leaves no timer or error behind', async ({
  page,
  consoleErrors,
}) => {
  await gotoWithTimeStopped(page, '/progressBar');
  await button(page, 'Start').click();
  await page.clock.runFor(3000);
  await page.getByRole('button', { name: 'Go Back' }).click();
  await page.clock.runFor(60_000);
  await expect(page).toHaveURL('/');
  expect(consoleErrors).toEqual([]);
});
