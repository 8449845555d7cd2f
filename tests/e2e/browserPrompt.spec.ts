import type { Dialog, Page } from '@playwright/test';
import { expect, MARKUP_INPUT, test } from './fixtures';

const QUESTION = 'Please enter your name:';

/** Answers the next prompts with these answers in turn (null cancels); returns the dialogs seen. */
function answerPrompts(page: Page, answers: (string | null)[]) {
  const seen: Dialog[] = [];
  page.on('dialog', (dialog) => {
    seen.push(dialog);
    const answer = dialog.type() === 'prompt' ? answers.shift() : null;
    void (answer === null || answer === undefined ? dialog.dismiss() : dialog.accept(answer));
  });
  return seen;
}

for (const path of ['/BrowserPrompt', '/browserPrompt']) {
  test(`${path}: the button prompts for a name and welcomes a non-blank answer`, async ({
    page,
    consoleErrors,
  }) => {
    const dialogs = answerPrompts(page, ['  Ada  ', '   ', 'Grace', null]);
    await page.goto(path);
    expect(dialogs).toHaveLength(0);
    const button = page.getByRole('button', { name: 'Click this button...' });
    const welcome = page.getByText(/^Welcome, /);

    await button.click();
    expect(dialogs.map((d) => [d.type(), d.message()])).toEqual([['prompt', QUESTION]]);
    await expect(welcome).toHaveText('Welcome, Ada');

    await button.click();
    await expect(welcome).toHaveCount(0);

    await button.click();
    await expect(welcome).toHaveText('Welcome, Grace');

    await button.click();
    await expect(welcome).toHaveCount(0);
    expect(dialogs).toHaveLength(4);
    expect(consoleErrors).toEqual([]);
  });
}

for (const path of ['/browserPromptOnLoad', '/BROWSERPROMPTONLOAD', '/x/BrowserPromptOnLoad']) {
  test(`${path} opens the prompt on load, once`, async ({ page, consoleErrors }) => {
    const dialogs = answerPrompts(page, ['Linus']);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Browser Prompt');
    await expect(page.getByText('Welcome, Linus')).toBeVisible();
    expect(dialogs.map((d) => d.message())).toEqual([QUESTION]);
    expect(consoleErrors).toEqual([]);
  });
}

test('a cancelled prompt on load shows no welcome', async ({ page }) => {
  answerPrompts(page, [null]);
  await page.goto('/browserPromptOnLoad');
  await expect(page.getByRole('button', { name: 'Click this button...' })).toBeVisible();
  await expect(page.getByText(/^Welcome, /)).toHaveCount(0);
});

test('shows a typed markup name as text and runs no script', async ({ page, consoleErrors }) => {
  const dialogs = answerPrompts(page, [MARKUP_INPUT]);
  await page.goto('/browserPrompt');
  await page.getByRole('button', { name: 'Click this button...' }).click();
  await expect(page.getByText(`Welcome, ${MARKUP_INPUT}`)).toBeVisible();
  await expect(page.locator('main img')).toHaveCount(0);
  expect(dialogs.map((d) => d.type())).toEqual(['prompt']);
  expect(consoleErrors).toEqual([]);
});

test('the button works from the keyboard', async ({ page }) => {
  answerPrompts(page, ['Keyboard']);
  await page.goto('/browserPrompt');
  await page.getByRole('button', { name: 'Click this button...' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Welcome, Keyboard')).toBeVisible();
});
