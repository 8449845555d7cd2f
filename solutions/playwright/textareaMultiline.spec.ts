// Textarea: type several lines (newlines included) and check a live character counter.
import { expect, test } from '@playwright/test';

test('types multiple lines and counts the characters', async ({ page }) => {
  await page.goto('/textareaMultiline');
  const textarea = page.getByLabel('Your text');
  await expect(page.getByText('Characters: 0')).toBeVisible();

  // "\n" in fill() becomes a line break; each counts as one character.
  await textarea.fill('first line\nsecond line');
  await expect(textarea).toHaveValue('first line\nsecond line');
  await expect(page.getByText('Characters: 22')).toBeVisible();

  // Pressing Enter adds one more line break.
  await textarea.press('End');
  await textarea.press('Enter');
  await textarea.pressSequentially('third');
  await expect(textarea).toHaveValue('first line\nsecond line\nthird');
  await expect(page.getByText('Characters: 28')).toBeVisible();
});
