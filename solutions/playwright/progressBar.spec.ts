// Waiting on an attribute: wait for aria-valuenow to reach 75, then act at once.
import { expect, test } from '@playwright/test';

test('stop the bar as close to 75 % as possible', async ({ page }) => {
  // ?seed=4 makes the page draw a slow step (285 ms), so the script's reaction time matters less.
  await page.goto('/progressBar?seed=4');
  await page.getByRole('button', { name: 'Start' }).click();
  const bar = page.getByRole('progressbar');
  // The run takes about 1 s + 50 steps, longer than the default 5 s assertion timeout.
  await expect(bar).toHaveAttribute('aria-valuenow', '75', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(page.getByRole('status')).toHaveText(
    /^Result: stopped at 7[5-6]%, distance from 75%: [01]$/,
  );
});
