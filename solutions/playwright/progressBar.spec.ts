// Progress Bar: stop a timed process at a value; the page's clock makes the timing exact.
import { expect, test } from '@playwright/test';

test('stop the bar at exactly 75 %', async ({ page }) => {
  // Fake the page's timers and hold time still: it moves only when the script says so.
  await page.clock.install({ time: new Date('2026-01-05T09:00:00Z') });
  await page.clock.pauseAt(new Date('2026-01-05T09:00:01Z'));
  await page.goto('/progressBar');
  await page.getByRole('button', { name: 'Start' }).click();
  const bar = page.getByRole('progressbar');
  // A step takes at least 100 ms, so moving time 100 ms at a time never skips a value: stop at 75.
  while ((await bar.getAttribute('aria-valuenow')) !== '75') await page.clock.runFor(100);
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(page.getByRole('status')).toHaveText('Result: stopped at 75%, distance from 75%: 0');
});
