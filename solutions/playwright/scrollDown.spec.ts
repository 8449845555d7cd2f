// Scrolling: bring content far below the fold into the viewport before checking it.
import { expect, test } from '@playwright/test';

const FRUITS = ['Pineapple', 'Guarana', 'Cashew', 'Passion fruit', 'Pitanga', 'Jabuticaba'];

test('scrolls down to each fruit sentence in turn', async ({ page }) => {
  await page.goto('/scrollDown');
  for (const fruit of FRUITS) {
    const sentence = page.getByText(new RegExp(`^${fruit}:`));
    // Each sentence is a full screen below the last: out of sight until scrolled to.
    await expect(sentence).not.toBeInViewport();
    await sentence.scrollIntoViewIfNeeded();
    await expect(sentence).toBeInViewport();
  }
  await expect(page.getByText(/^Jabuticaba:/)).toHaveText(
    'Jabuticaba: dark purple berries that grow right on the tree trunk.',
  );
});
