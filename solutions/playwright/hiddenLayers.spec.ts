// Hidden Layers: an element covered by another fails Playwright's actionability check; click what is on top.
import { expect, test } from '@playwright/test';

test('the covered green button cannot be clicked again; the blue one can', async ({ page }) => {
  await page.goto('/hiddenLayers');
  const green = page.locator('#greenButton');
  await green.click();
  await expect(page.getByRole('status')).toHaveText(
    'Green button clicked. A blue button now covers it.',
  );

  // A real click needs the green button to receive the pointer: the blue layer intercepts it.
  await expect(green.click({ timeout: 1000 })).rejects.toThrow(/intercepts pointer events/);
  await expect(page.getByRole('status')).not.toHaveText(/clicked again/);

  await page.locator('#blueButton').click();
  await expect(page.getByRole('status')).toHaveText('Blue button clicked.');
});
