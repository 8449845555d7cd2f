// Animated button: Playwright's actionability checks wait for a moving element to be stable.
import { expect, test } from '@playwright/test';

test('clicking the target once it stops finds it without the spin class', async ({ page }) => {
  await page.goto('/animatedButton');
  await page.getByRole('button', { name: 'Start animation' }).click();
  await expect(page.getByRole('status')).toHaveText('Animation running…');

  // click() waits until the box is the same in two animation frames (5 s here, so allow 10 s).
  await page.getByRole('button', { name: 'Moving target' }).click({ timeout: 10_000 });
  await expect(page.getByRole('status')).toHaveText(
    "Moving target clicked; its class is 'btn btn-primary'.",
  );
});
