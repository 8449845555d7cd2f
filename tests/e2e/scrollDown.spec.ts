import { expect, test } from './fixtures';

const FRUITS = ['Pineapple', 'Guarana', 'Cashew', 'Passion fruit', 'Pitanga', 'Jabuticaba'];

test('six fruit sentences, each a full viewport below the last', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/scrollDown');
  const viewportHeight = page.viewportSize()!.height;
  let previousTop = -Infinity;
  for (const fruit of FRUITS) {
    const sentence = page.getByText(new RegExp(`^${fruit}:`));
    await expect(sentence).not.toBeInViewport();
    await sentence.scrollIntoViewIfNeeded();
    await expect(sentence).toBeInViewport();
    const top = await sentence.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    expect(top - previousTop).toBeGreaterThanOrEqual(viewportHeight);
    previousTop = top;
  }
  expect(consoleErrors).toEqual([]);
});
