// Rich-text editors: select text with the keyboard inside a contenteditable, format it, read the HTML.
import { expect, test } from '@playwright/test';

test('Bold wraps the selected word in <b>', async ({ page }) => {
  await page.goto('/wysiwyg');
  const editor = page.getByRole('textbox', { name: 'Editor' });
  await editor.click();
  // Caret to the start, step over "Write ", then extend the selection over "something".
  await page.keyboard.press('ControlOrMeta+Home');
  for (let i = 0; i < 'Write '.length; i++) await page.keyboard.press('ArrowRight');
  for (let i = 0; i < 'something'.length; i++) await page.keyboard.press('Shift+ArrowRight');
  await page.getByRole('button', { name: 'Bold' }).click();
  await expect(page.getByRole('region', { name: 'HTML' })).toContainText('<b>something</b>');
  await expect(page.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
});

test('replacing the text updates the word count', async ({ page }) => {
  await page.goto('/wysiwyg');
  await page.getByRole('textbox', { name: 'Editor' }).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('one two');
  await expect(page.getByText(/^Words: /)).toHaveText('Words: 2');
});
