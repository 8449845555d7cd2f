import { expect, MARKUP_INPUT, test } from './fixtures';

const INITIAL_NAME = 'Button that takes the typed name';

test.beforeEach(async ({ page }) => {
  await page.goto('/textInput');
});

test('typing a name and clicking renames the button', async ({ page, consoleErrors }) => {
  const field = page.getByLabel('New button name');
  await expect(field).toHaveAttribute('placeholder', 'New name');
  await field.pressSequentially('Hello');
  await page.getByRole('button', { name: INITIAL_NAME }).click();
  await expect(page.getByRole('button', { name: 'Hello', exact: true })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Button renamed to Hello.');
  await expect(page.getByRole('status')).toHaveClass(/alert-success/);
  expect(consoleErrors).toEqual([]);
});

test('a blank field asks for a name first, untouched or typed spaces', async ({ page }) => {
  const field = page.getByLabel('New button name');
  await expect(page.getByRole('status')).toHaveText('');
  await page.getByRole('button', { name: INITIAL_NAME }).click();
  await expect(page.getByRole('status')).toHaveText('Type a name first.');
  await field.pressSequentially('Hi');
  await page.getByRole('button', { name: INITIAL_NAME }).click();
  await expect(page.getByRole('status')).toHaveText('Button renamed to Hi.');
  // Spaces typed over the name: blank, so the button keeps "Hi".
  await field.press('ControlOrMeta+a');
  await field.pressSequentially('   ');
  await page.getByRole('button', { name: 'Hi', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText('Type a name first.');
  await expect(page.getByRole('button', { name: 'Hi', exact: true })).toBeVisible();
});

test('a renamed button keeps its new name when a script changes the field', async ({ page }) => {
  const field = page.getByLabel('New button name');
  await field.pressSequentially('Hello');
  await page.getByRole('button', { name: INITIAL_NAME }).click();
  const renamed = page.getByRole('button', { name: 'Hello', exact: true });
  await expect(renamed).toBeVisible();
  await field.evaluate((input: HTMLInputElement) => {
    input.value = 'Scripted';
    input.dispatchEvent(new InputEvent('input', { bubbles: true, data: 'd' }));
  });
  await renamed.click();
  await expect(page.getByRole('status')).toHaveText(
    'The text was not typed, so the button keeps its name.',
  );
  await expect(renamed).toBeVisible();
  // Typing again (here: one more real key) counts once more.
  await field.press('End');
  await field.press('!');
  await renamed.click();
  await expect(page.getByRole('button', { name: 'Scripted!', exact: true })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Button renamed to Scripted!.');
});

test("Playwright's fill() counts: it inserts the text as a trusted input event", async ({
  page,
}) => {
  await page.getByLabel('New button name').fill('Filled');
  await page.getByRole('button', { name: INITIAL_NAME }).click();
  await expect(page.getByRole('button', { name: 'Filled', exact: true })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Button renamed to Filled.');
});

test('a value set by a script, even with an input event, keeps the name', async ({ page }) => {
  const field = page.getByLabel('New button name');
  const button = page.getByRole('button', { name: INITIAL_NAME });
  await field.evaluate((input: HTMLInputElement) => {
    input.value = 'Scripted';
  });
  await button.click();
  await expect(page.getByRole('status')).toHaveText(
    'The text was not typed, so the button keeps its name.',
  );
  await field.evaluate((input: HTMLInputElement) => {
    input.value = 'Dispatched';
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await button.click();
  await expect(page.getByRole('status')).toHaveText(
    'The text was not typed, so the button keeps its name.',
  );
  await expect(button).toBeVisible();
});

test('a typed value changed by a script afterwards does not count', async ({ page }) => {
  const field = page.getByLabel('New button name');
  await field.pressSequentially('Typed');
  await field.evaluate((input: HTMLInputElement) => {
    input.value = 'Changed';
  });
  await page.getByRole('button', { name: INITIAL_NAME }).click();
  await expect(page.getByRole('status')).toHaveText(
    'The text was not typed, so the button keeps its name.',
  );
});

test('works by keyboard and shows markup as text', async ({ page, dialogs }) => {
  await page.getByLabel('New button name').focus();
  await page.keyboard.type(MARKUP_INPUT);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: INITIAL_NAME })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: MARKUP_INPUT })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(`Button renamed to ${MARKUP_INPUT}.`);
  expect(dialogs).toEqual([]);
});
