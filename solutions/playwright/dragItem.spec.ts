// Drag and drop: sort a list by dragging each task onto the place it belongs.
import { expect, test } from '@playwright/test';

test('sorts the tasks into order by dragging', async ({ page }) => {
  await page.goto('/dragItem');
  const tasks = page.getByRole('button', { name: /^Task \d$/ });
  const result = page.getByRole('status', { name: 'Result' });
  await expect(tasks).toHaveText([
    'Task 5',
    'Task 1',
    'Task 3',
    'Task 2',
    'Task 4',
    'Task 6',
    'Task 7',
  ]);
  await expect(result).toHaveText('Waiting for the items to be sorted...');

  // Put Task 1 first, then Task 2 second, and so on.
  for (let place = 0; place < 7; place++) {
    const name = `Task ${place + 1}`;
    const current = (await tasks.allTextContents()).indexOf(name);
    if (current === place) continue;
    // Several small mouse moves: the list starts a drag only once the pointer has moved a little.
    await tasks.nth(current).dragTo(tasks.nth(place), { steps: 10 });
    await expect(tasks.nth(place)).toHaveText(name);
    // Let the tasks finish sliding into place before measuring them for the next drag.
    await expect.poll(() => page.evaluate(() => document.getAnimations().length)).toBe(0);
  }

  await expect(tasks).toHaveText(Array.from({ length: 7 }, (_, i) => `Task ${i + 1}`));
  await expect(result).toHaveText('Correct');
});
