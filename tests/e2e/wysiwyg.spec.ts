import type { Page } from '@playwright/test';
import { expect, MARKUP_INPUT, test } from './fixtures';

const editor = (page: Page) => page.getByRole('textbox', { name: 'Editor' });
const htmlPanel = (page: Page) => page.getByRole('region', { name: 'HTML' });
const words = (page: Page) => page.getByText(/^Words: \d+$/);
const toggle = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** Puts the caret in the editor and selects "something" from "Write something here." */
async function selectSomething(page: Page) {
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+Home');
  for (let i = 0; i < 'Write '.length; i++) await page.keyboard.press('ArrowRight');
  for (let i = 0; i < 'something'.length; i++) await page.keyboard.press('Shift+ArrowRight');
}

test('shows the toolbar, the starting text, its word count and its HTML', async ({ page }) => {
  await page.goto('/wysiwyg');
  for (const name of ['Bold', 'Italic', 'Bulleted list']) {
    await expect(toggle(page, name)).toHaveAttribute('aria-pressed', 'false');
  }
  await expect(editor(page)).toHaveText('Write something here.');
  await expect(editor(page)).toHaveAttribute('aria-multiline', 'true');
  await expect(words(page)).toHaveText('Words: 3');
  await expect(htmlPanel(page)).toHaveText('<p>Write something here.</p>');
});

test('Bold wraps the selection in <b>, follows the caret, and a second press removes it', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/wysiwyg');
  await selectSomething(page);
  await toggle(page, 'Bold').click();
  await expect(htmlPanel(page)).toContainText('<b>something</b>');
  await expect(toggle(page, 'Bold')).toHaveAttribute('aria-pressed', 'true');
  await expect(editor(page).locator('b')).toHaveText('something');

  // Away from the bold word the button is not pressed; back inside it is.
  await page.keyboard.press('End');
  await expect(toggle(page, 'Bold')).toHaveAttribute('aria-pressed', 'false');
  await selectSomething(page);
  await expect(toggle(page, 'Bold')).toHaveAttribute('aria-pressed', 'true');
  await toggle(page, 'Bold').click();
  await expect(htmlPanel(page)).toHaveText('<p>Write something here.</p>');
  await expect(toggle(page, 'Bold')).toHaveAttribute('aria-pressed', 'false');
  expect(consoleErrors).toEqual([]);
});

test('Ctrl+B and Ctrl+I toggle bold and italic', async ({ page }) => {
  await page.goto('/wysiwyg');
  await selectSomething(page);
  await page.keyboard.press('Control+I');
  await expect(htmlPanel(page)).toContainText('<i>something</i>');
  await expect(toggle(page, 'Italic')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Control+B');
  await expect(editor(page).locator('b')).toHaveText('something');
  await expect(editor(page).locator('i')).toHaveText('something');
  await page.keyboard.press('Control+I');
  await page.keyboard.press('Control+B');
  await expect(htmlPanel(page)).toHaveText('<p>Write something here.</p>');
});

test('the toolbar works from the keyboard and keeps the editor selection', async ({ page }) => {
  await page.goto('/wysiwyg');
  await selectSomething(page);
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(toggle(page, 'Italic')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(htmlPanel(page)).toContainText('<i>something</i>');
});

test('Bulleted list turns the paragraphs into a list and back', async ({ page }) => {
  await page.goto('/wysiwyg');
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Second line');
  await expect(words(page)).toHaveText('Words: 5');
  await page.keyboard.press('ControlOrMeta+A');
  await toggle(page, 'Bulleted list').click();
  await expect(editor(page).getByRole('listitem')).toHaveText([
    'Write something here.',
    'Second line',
  ]);
  await expect(htmlPanel(page)).toContainText(
    '<ul><li>Write something here.</li><li>Second line</li></ul>',
  );
  await expect(toggle(page, 'Bulleted list')).toHaveAttribute('aria-pressed', 'true');
  await expect(words(page)).toHaveText('Words: 5');

  await toggle(page, 'Bulleted list').click();
  await expect(editor(page).getByRole('listitem')).toHaveCount(0);
  await expect(htmlPanel(page)).not.toContainText('<ul>');
  await expect(toggle(page, 'Bulleted list')).toHaveAttribute('aria-pressed', 'false');
});

test('replacing everything updates the count and the HTML on every change', async ({ page }) => {
  await page.goto('/wysiwyg');
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('one');
  await expect(words(page)).toHaveText('Words: 1');
  await page.keyboard.type(' two');
  await expect(words(page)).toHaveText('Words: 2');
  await expect(htmlPanel(page)).toContainText('one two');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await expect(words(page)).toHaveText('Words: 0');
});

test('pasting inserts plain text only and markup shows as text', async ({
  page,
  context,
  consoleErrors,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/wysiwyg');
  await page.evaluate(async (markup) => {
    // The HTML flavour differs from the plain one, so the test tells which one was pasted.
    const html = '<b>bold</b> <i>italic</i>';
    await navigator.clipboard.write([
      new ClipboardItem({
        'text/html': new Blob([html], { type: 'text/html' }),
        'text/plain': new Blob([`bold ${markup}`], { type: 'text/plain' }),
      }),
    ]);
  }, MARKUP_INPUT);
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('ControlOrMeta+V');
  await expect(editor(page)).toHaveText(`bold ${MARKUP_INPUT}`);
  await expect(editor(page).locator('b, i, img')).toHaveCount(0);
  await expect(htmlPanel(page)).toContainText('bold &lt;img src=x onerror=alert(1)&gt;');
  await expect(words(page)).toHaveText('Words: 4');
  expect(consoleErrors).toEqual([]);
});
