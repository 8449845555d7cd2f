// Drag and drop: sort a list by dragging each task onto the place it belongs.
import { $, $$, browser, expect } from '@wdio/globals';

const ORDERED = Array.from({ length: 7 }, (_, i) => `Task ${i + 1}`);
// The tasks are divs with role="button", not <button> elements.
const tasks = () => $$('//div[@role="button"][starts-with(normalize-space(), "Task ")]');
const taskNames = () => tasks().map((task) => task.getText());

describe('Drag and drop', () => {
  it('sorts the tasks into order by dragging', async () => {
    await browser.url('/dragItem');
    const result = $('[role=status][aria-label=Result]');
    await expect(tasks()).toBeElementsArrayOfSize(7);
    expect(await taskNames()).toEqual([5, 1, 3, 2, 4, 6, 7].map((n) => `Task ${n}`));
    await expect(result).toHaveText('Waiting for the items to be sorted...');

    // Put Task 1 first, then Task 2 second, and so on.
    for (const [place, name] of ORDERED.entries()) {
      const current = (await taskNames()).indexOf(name);
      if (current === place) continue;
      // A raw pointer drag: press, move a little (the list starts a drag only then), glide, release.
      await browser
        .action('pointer')
        .move({ origin: await tasks()[current] })
        .down()
        .move({ origin: 'pointer', x: 0, y: 10 })
        .move({ origin: await tasks()[place], duration: 200 })
        .up()
        .perform();
      await expect(tasks()[place]).toHaveText(name);
      // Let the tasks finish sliding into place before measuring them for the next drag.
      await browser.waitUntil(() => browser.execute(() => document.getAnimations().length === 0));
    }

    expect(await taskNames()).toEqual(ORDERED);
    await expect(result).toHaveText('Correct');
  });
});
