// Typos: assert exact text, and pin a random page with ?seed= to make the check repeatable.
import { expect, test, type Page } from '@playwright/test';

const CORRECT = 'Automated checks should catch every misspelled word in this sentence.';
// The second paragraph of the page body, right after the intro.
const sentence = (page: Page) =>
  page.getByRole('region', { name: 'Text to check' }).getByRole('paragraph').nth(1);

test('with a seed that draws no typo, the sentence is correct', async ({ page }) => {
  await page.goto('/typos?seed=7');
  await expect(sentence(page)).toHaveText(CORRECT);
});

test('with a seed that draws a typo, the exact-text check catches it', async ({ page }) => {
  await page.goto('/typos?seed=10');
  await expect(sentence(page)).not.toHaveText(CORRECT);
  await expect(sentence(page)).toContainText('sentecne');
});
