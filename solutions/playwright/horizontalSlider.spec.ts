// Range inputs: move a slider with the keyboard (or fill it) and read the value it shows.
import { expect, test } from '@playwright/test';

test('the arrow keys and End set the slider', async ({ page }) => {
  await page.goto('/horizontalSlider');
  const slider = page.getByRole('slider', { name: 'Slider' });
  await slider.focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await expect(page.getByText(/^Value: /)).toHaveText('Value: 1.5');
  await page.keyboard.press('End');
  await expect(page.getByText(/^Value: /)).toHaveText('Value: 5');
});

test('fill sets a range input straight to a value', async ({ page }) => {
  await page.goto('/horizontalSlider');
  // fill() on a range input sets its value and fires the input event, like a drag would.
  await page.getByRole('slider', { name: 'Slider' }).fill('3.5');
  await expect(page.getByText(/^Value: /)).toHaveText('Value: 3.5');
});
