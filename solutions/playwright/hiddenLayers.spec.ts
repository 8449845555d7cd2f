// Hidden Layers: a covered (inert) element fails Playwright's actionability check; click what is on top.
import { expect, test } from '@playwright/test';

test('the covered green button cannot be clicked again; the blue one can', async ({ page }) => {
  await page.goto('/hiddenLayers');
  const green = page.locator('#greenButton');
  await green.click();
  await expect(page.getByRole('status')).toHaveText(
    'Green button clicked. A blue button now covers it.',
  );

  // A real click needs the green button to be actionable: covered by the blue layer, it is inert.
  await expect(green.click({ timeout: 1000 })).rejects.toThrow(/element is inert/);
  await expect(page.getByRole('status')).not.toHaveText(/clicked again/);

  await page.locator('#blueButton').click();
  await expect(page.getByRole('status')).toHaveText('Blue button clicked.');
});
