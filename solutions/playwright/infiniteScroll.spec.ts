// Infinite scroll: scroll to trigger lazy loading, then wait for the content it adds.
import { expect, test } from '@playwright/test';

test('one scroll to the bottom loads three more paragraphs', async ({ page }) => {
  await page.goto('/infiniteScroll');
  const loaded = page.getByRole('status').filter({ hasText: 'Paragraphs loaded:' });
  await expect(loaded).toHaveText('Paragraphs loaded: 3');

  // The wheel scrolls the page; the end marker comes near the viewport and a load starts.
  await page.mouse.move(400, 300);
  await page.mouse.wheel(0, 100_000);
  await expect(loaded).toHaveText('Paragraphs loaded: 6');
  await expect(page.getByText(/^Paragraph 6\. /)).toBeVisible();
});

test('with a seed, paragraph 4 starts with the same words on every load', async ({ page }) => {
  const paragraphFour = page.getByText(/^Paragraph 4\. /);
  const openAndScroll = async () => {
    await page.goto('/infiniteScroll?seed=1');
    await expect(page.getByText(/^Paragraph 3\. /)).toBeVisible();
    // End scrolls to the bottom, as the wheel does.
    await page.keyboard.press('End');
    await expect(paragraphFour).toBeVisible();
    return paragraphFour.textContent();
  };
  const first = await openAndScroll();
  expect(await openAndScroll()).toBe(first);
});
