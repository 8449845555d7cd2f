import { BUTTON_LABELS } from '../../src/pages/dynamicLoginText/login';
import { expect, MARKUP_INPUT, test } from './fixtures';

const labelPattern = new RegExp(
  `^(${BUTTON_LABELS.map((l) => l.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`,
);

test('validates in order, then logs in and clears the error', async ({ page, consoleErrors }) => {
  await page.goto('/dynamicLoginText');
  const submit = page.getByRole('button', { name: labelPattern });
  const alert = page.getByRole('alert');
  const email = page.getByLabel('Email');
  const password = page.getByLabel('Password');

  await submit.click();
  await expect(alert).toHaveText('Please enter your email');
  await expect(alert).toHaveClass(/alert-danger/);

  await email.fill('not-an-email');
  await submit.click();
  await expect(alert).toHaveText('Please enter your password');

  await password.fill('secret');
  await submit.click();
  await expect(alert).toHaveText('Please enter a valid email address');

  await email.fill('tester@example.com');
  await password.press('Enter');
  await expect(alert).toHaveText('Successful login! Welcome back.');
  await expect(alert).toHaveClass(/alert-success/);
  await expect(page.getByText('Please enter a valid email address')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('the button label is one of the 30, drawn per load, repeatable with a seed', async ({
  page,
}) => {
  const labelAt = async (url: string) => {
    await page.goto(url);
    return page.getByRole('button', { name: labelPattern }).innerText();
  };
  const seeded = await labelAt('/dynamicLoginText?seed=7');
  expect(await labelAt('/dynamicLoginText?seed=7')).toBe(seeded);
  const seen = new Set<string>();
  for (let seed = 1; seed <= 8; seed++) seen.add(await labelAt(`/dynamicLoginText?seed=${seed}`));
  expect(seen.size).toBeGreaterThan(1);
});

test('never echoes or runs typed markup', async ({ page, consoleErrors, dialogs }) => {
  await page.goto('/dynamicLoginText');
  await page.getByLabel('Email').fill(MARKUP_INPUT);
  await page.getByLabel('Password').fill(MARKUP_INPUT);
  await page.getByRole('button', { name: labelPattern }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter a valid email address');
  await expect(page.locator('main img')).toHaveCount(0);
  expect(dialogs).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
