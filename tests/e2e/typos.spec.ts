import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const CORRECT = 'Automated checks should catch every misspelled word in this sentence.';

const paragraphs = (page: Page) =>
  page.getByRole('region', { name: 'Text to check' }).getByRole('paragraph');

test('the intro says the second paragraph may have a typo', async ({ page }) => {
  await page.goto('/typos');
  await expect(paragraphs(page).first()).toHaveText(
    'The second paragraph of this page has a typo on some loads and none on others.',
  );
  await expect(paragraphs(page)).toHaveCount(2);
});

test('on a correct load the paragraph equals the sentence', async ({ page }) => {
  // Seed 7 draws no typo.
  await page.goto('/typos?seed=7');
  await expect(paragraphs(page).nth(1)).toHaveText(CORRECT);
});

test('on a typo load the check fails: two letters of one word are swapped', async ({ page }) => {
  // Seed 10 swaps the "n" and "c" near the end of "sentence".
  await page.goto('/typos?seed=10');
  const sentence = paragraphs(page).nth(1);
  await expect(sentence).toHaveText(
    'Automated checks should catch every misspelled word in this sentecne.',
  );
  await expect(sentence).not.toHaveText(CORRECT);
});

test('with a fixed seed the text is the same on every load', async ({ page }) => {
  await page.goto('/typos?seed=5');
  const sentence = paragraphs(page).nth(1);
  await expect(sentence).toHaveText(
    'Automated checks should catch every mispselled word in this sentence.',
  );
  for (let i = 0; i < 3; i++) {
    await page.reload();
    await expect(sentence).toHaveText(
      'Automated checks should catch every mispselled word in this sentence.',
    );
  }
});

test('without a seed the sentence is either correct or one swap away', async ({ page }) => {
  await page.goto('/typos');
  const shown = (await paragraphs(page).nth(1).textContent())!;
  const sorted = (text: string) => [...text].sort().join('');
  expect(sorted(shown)).toBe(sorted(CORRECT));
  const changed = CORRECT.split(' ').filter((word, i) => shown.split(' ')[i] !== word);
  expect(changed.length).toBeLessThanOrEqual(1);
});
