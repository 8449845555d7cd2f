import type { Dialog, Page } from '@playwright/test';
import { expect, MARKUP_INPUT, test } from './fixtures';

/** How a test answers the next dialog: accept (with prompt text) or dismiss. */
type Answer = { accept: true; text?: string } | { accept: false };

/** Answers the page's dialogs with these answers in turn; returns the dialogs seen. */
function answerDialogs(page: Page, answers: Answer[]) {
  const seen: Dialog[] = [];
  page.on('dialog', (dialog) => {
    seen.push(dialog);
    const answer = answers.shift();
    void (answer?.accept ? dialog.accept(answer.text) : dialog.dismiss());
  });
  return seen;
}

const result = (page: Page) => page.getByRole('status');
const button = (page: Page, name: string) => page.getByRole('button', { name });

test('shows the three buttons, the Result heading and an empty line', async ({ page }) => {
  await page.goto('/javascriptAlerts');
  for (const name of ['Open alert', 'Open confirm', 'Open prompt']) {
    await expect(button(page, name)).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Result:' })).toBeVisible();
  await expect(result(page)).toHaveText('');
});

test('the alert shows its message and the line says it was closed', async ({
  page,
  consoleErrors,
}) => {
  const dialogs = answerDialogs(page, [{ accept: true }]);
  await page.goto('/javascriptAlerts');
  await button(page, 'Open alert').click();
  await expect(result(page)).toHaveText('You closed the alert.');
  expect(dialogs.map((d) => [d.type(), d.message()])).toEqual([
    ['alert', 'This is a JavaScript alert.'],
  ]);
  expect(consoleErrors).toEqual([]);
});

test('the confirm reports OK and Cancel', async ({ page }) => {
  const dialogs = answerDialogs(page, [{ accept: true }, { accept: false }]);
  await page.goto('/javascriptAlerts');
  await button(page, 'Open confirm').click();
  await expect(result(page)).toHaveText('You chose OK.');
  await button(page, 'Open confirm').click();
  await expect(result(page)).toHaveText('You chose Cancel.');
  expect(dialogs.map((d) => [d.type(), d.message()])).toEqual([
    ['confirm', 'Do you want to continue?'],
    ['confirm', 'Do you want to continue?'],
  ]);
});

test('the prompt echoes text, tells nothing from Cancel, and each answer replaces the line', async ({
  page,
}) => {
  const dialogs = answerDialogs(page, [
    { accept: true, text: 'hello' },
    { accept: true, text: '' },
    { accept: false },
  ]);
  await page.goto('/javascriptAlerts');
  await button(page, 'Open prompt').click();
  await expect(result(page)).toHaveText('You typed: hello');
  await button(page, 'Open prompt').click();
  await expect(result(page)).toHaveText('You typed nothing.');
  await button(page, 'Open prompt').click();
  await expect(result(page)).toHaveText('You cancelled the prompt.');
  expect(dialogs.map((d) => [d.type(), d.message(), d.defaultValue()])).toEqual(
    Array.from({ length: 3 }, () => ['prompt', 'Type some text:', '']),
  );
});

test('typed markup shows as text and runs nothing', async ({ page, consoleErrors }) => {
  const dialogs = answerDialogs(page, [{ accept: true, text: MARKUP_INPUT }]);
  await page.goto('/javascriptAlerts');
  await button(page, 'Open prompt').click();
  await expect(result(page)).toHaveText(`You typed: ${MARKUP_INPUT}`);
  await expect(page.locator('main img')).toHaveCount(0);
  expect(dialogs).toHaveLength(1);
  expect(consoleErrors).toEqual([]);
});

test('the buttons work from the keyboard', async ({ page }) => {
  answerDialogs(page, [{ accept: true }]);
  await page.goto('/javascriptAlerts');
  await button(page, 'Open confirm').focus();
  await page.keyboard.press('Enter');
  await expect(result(page)).toHaveText('You chose OK.');
});
