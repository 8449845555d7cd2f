// Mouse hover: move the pointer over an element to reveal content, and away to hide it.
import { expect, test } from '@playwright/test';

test('hovering shows the text and moving away hides it', async ({ page }) => {
  await page.goto('/mouseHover');
  const text = page.getByText('This text is now visible!');
  await expect(text).toBeHidden();

  await page.getByRole('button', { name: 'Hover here' }).hover();
  await expect(text).toBeVisible();

  // Move the mouse to a corner, away from the button.
  await page.mouse.move(0, 0);
  await expect(text).toBeHidden();
});
