// Wait for a message: control the page's clock instead of waiting out a countdown in real time.
import { expect, test } from '@playwright/test';

test('the secret message appears when the countdown ends', async ({ page }) => {
  // Fake the page's timers before it loads; time still flows until the test moves it.
  await page.clock.install();
  await page.goto('/waitMessage');
  const countdown = page.getByRole('timer', { name: 'Countdown' });
  await expect(countdown).toBeVisible();

  // Jump through the countdown with no real waiting. React sets each next one-second timer only
  // after it re-renders, so advance one second, wait for the new number, then the next second.
  for (let left = 5; left > 0; left--) {
    await page.clock.runFor(1000);
    await expect(countdown).not.toHaveText(String(left));
  }
  await expect(countdown).toHaveText('0');
  await expect(page.getByText('The secret message is: banana')).toBeVisible();
});
