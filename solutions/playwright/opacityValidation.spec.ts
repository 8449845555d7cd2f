// Opacity Validation: opacity does not hide an element from Playwright; read it with toHaveCSS.
import { expect, test } from '@playwright/test';

test('a click on the transparent button is reported', async ({ page }) => {
  await page.goto('/opacityValidation');
  const button = page.getByRole('button', { name: 'Opacity 0 button' });
  // Playwright counts an element at opacity 0 as visible, so click() just works here.
  await expect(button).toBeVisible();
  await button.click();
  await expect(page.getByRole('status')).toHaveText('✓ You clicked the Opacity 0 button!');
});

test('each card has its own opacity', async ({ page }) => {
  await page.goto('/opacityValidation');
  const expected = { '100': '1', '50': '0.5', '10': '0.1', '01': '0.01', '0': '0' };
  for (const [id, opacity] of Object.entries(expected)) {
    const card = page.locator(`#opacity-${id}-card`);
    await expect(card).toHaveCSS('opacity', opacity);
    await expect(card).toBeVisible();
  }
});
