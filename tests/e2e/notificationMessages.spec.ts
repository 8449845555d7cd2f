import type { Page } from '@playwright/test';
import { expect, seriousAxeViolations, test } from './fixtures';

const MESSAGES = [
  'The action succeeded.',
  'The action failed. Please try again.',
  'The action is still in progress.',
];

async function firstThreeMessages(page: Page): Promise<string[]> {
  const texts: string[] = [];
  for (let click = 0; click < 3; click++) {
    await page.getByRole('link', { name: 'Show a new message' }).click();
    const text = await page.getByRole('alert').innerText();
    expect(MESSAGES).toContain(text.replace('×', '').trim());
    texts.push(text);
  }
  return texts;
}

test('no notification at load; each click shows one of the three, without a reload', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/notificationMessages');
  await expect(page.getByRole('alert')).toHaveCount(0);
  const link = page.getByRole('link', { name: 'Show a new message' });
  await expect(link).toHaveAttribute('href', '/notificationMessages');
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  for (let click = 0; click < 5; click++) {
    await link.click();
    await expect(page.getByRole('alert')).toHaveText(
      new RegExp(`^(${MESSAGES.map((m) => m.replaceAll('.', '\\.')).join('|')})×$`),
    );
  }
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('with ?seed=7 the first three clicks repeat on every run', async ({ page }) => {
  await page.goto('/notificationMessages?seed=7');
  const firstRun = await firstThreeMessages(page);
  await page.reload();
  expect(await firstThreeMessages(page)).toEqual(firstRun);
});

test('× closes the notification until the next click, by mouse or keyboard', async ({ page }) => {
  await page.goto('/notificationMessages?seed=3');
  const link = page.getByRole('link', { name: 'Show a new message' });
  await link.click();
  await page.getByRole('button', { name: 'Close message' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(link).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toBeVisible();
  await page.getByRole('button', { name: 'Close message' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveCount(0);
});
