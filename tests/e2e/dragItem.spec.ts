import type { Locator, Page } from '@playwright/test';
import { afterTwoFrames, expect, test } from './fixtures';

const tasks = (page: Page) => page.getByRole('button', { name: /^Task \d$/ });
const message = (page: Page) => page.getByRole('status', { name: 'Result' });
async function order(page: Page): Promise<string[]> {
  await expect(tasks(page)).toHaveCount(7);
  return tasks(page).allTextContents();
}

async function centerOf(locator: Locator) {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Drags one task onto another's place with the real mouse, in small steps. */
async function dragByMouse(page: Page, source: Locator, target: Locator) {
  const from = await centerOf(source);
  const to = await centerOf(target);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x, from.y + (to.y > from.y ? 10 : -10), { steps: 5 });
  await page.mouse.move(to.x, to.y, { steps: 15 });
  await page.mouse.up();
}

test('seven tasks start as Task 5, 1, 3, 2, 4, 6, 7 and wait to be sorted', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/dragItem');
  await expect(tasks(page)).toHaveText([
    'Task 5',
    'Task 1',
    'Task 3',
    'Task 2',
    'Task 4',
    'Task 6',
    'Task 7',
  ]);
  await expect(message(page)).toHaveText('Waiting for the items to be sorted...');
  // A plain click is not a drop.
  await tasks(page).first().click();
  await expect(message(page)).toHaveText('Waiting for the items to be sorted...');
  expect(consoleErrors).toEqual([]);
});

test('sorting fully by mouse drags says Incorrect on each drop until the order is right', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/dragItem');
  await expect(tasks(page)).toHaveCount(7);
  for (let place = 0; place < 7; place++) {
    const name = `Task ${place + 1}`;
    const current = (await order(page)).indexOf(name);
    if (current === place) continue;
    await expect(message(page)).not.toHaveText('Correct');
    await dragByMouse(page, tasks(page).nth(current), tasks(page).nth(place));
    await expect(tasks(page).nth(place)).toHaveText(name);
    const sorted = place === 6 || (await order(page)).every((t, i) => t === `Task ${i + 1}`);
    await expect(message(page)).toHaveText(sorted ? 'Correct' : 'Incorrect');
    await expect(message(page)).toHaveClass(sorted ? /alert-success/ : /alert-danger/);
  }
  await expect(tasks(page)).toHaveText(Array.from({ length: 7 }, (_, i) => `Task ${i + 1}`));
  await expect(message(page)).toHaveText('Correct');
  await expect(message(page)).toHaveClass(/alert-success/);

  // Out of order again: Incorrect.
  await dragByMouse(page, tasks(page).nth(0), tasks(page).nth(2));
  await expect(tasks(page).nth(2)).toHaveText('Task 1');
  await expect(message(page)).toHaveText('Incorrect');
  expect(consoleErrors).toEqual([]);
});

test('the keyboard sorts too: Space picks up, arrows move, Space drops', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/dragItem');
  // dnd-kit announces each step in a live region; waiting for it paces the keys like a user.
  const announcement = page.locator('[id^="DndLiveRegion"]');
  const move = async (task: string, key: 'ArrowUp' | 'ArrowDown', times: number) => {
    const before = await order(page);
    const from = before.indexOf(task);
    // A drop slides the tasks into place, and a pick-up measures where they are: let them settle,
    // as a user's eyes would, so that an arrow key moves over the next task and not the moving one.
    await expect
      .poll(() => tasks(page).evaluateAll((els) => els.flatMap((el) => el.getAnimations()).length))
      .toBe(0);
    await page.getByRole('button', { name: task, exact: true }).focus();
    await page.keyboard.press('Space');
    await expect(announcement).toContainText(`over droppable area ${task}.`);
    let over = task;
    for (let step = 1; step <= times; step++) {
      // dnd-kit measures where the tasks are in an effect after the pick-up (and each move), and
      // an arrow key that comes before it moves nothing: a user's pace is frames, not microseconds.
      await afterTwoFrames(page);
      await page.keyboard.press(key);
      over = before[from + (key === 'ArrowDown' ? step : -step)]!;
      await expect(announcement).toContainText(`over droppable area ${over}.`);
    }
    await page.keyboard.press('Space');
    await expect(announcement).toContainText(`dropped over droppable area ${over}`);
  };
  await move('Task 1', 'ArrowUp', 1);
  await expect(tasks(page)).toHaveText([
    'Task 1',
    'Task 5',
    'Task 3',
    'Task 2',
    'Task 4',
    'Task 6',
    'Task 7',
  ]);
  await expect(message(page)).toHaveText('Incorrect');
  await move('Task 5', 'ArrowDown', 3);
  await move('Task 2', 'ArrowUp', 1);
  await expect(tasks(page)).toHaveText(Array.from({ length: 7 }, (_, i) => `Task ${i + 1}`));
  await expect(message(page)).toHaveText('Correct');
  expect(consoleErrors).toEqual([]);
});

test.describe('with touch', () => {
  test.use({ hasTouch: true });

  test('a finger drags a task to another place', async ({ page, consoleErrors }) => {
    await page.goto('/dragItem');
    const cdp = await page.context().newCDPSession(page);
    const from = await centerOf(tasks(page).nth(1));
    const to = await centerOf(tasks(page).nth(0));
    const touch = (type: 'touchStart' | 'touchMove', y: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: [{ x: from.x, y }] });
    await touch('touchStart', from.y);
    // The touch sensor starts a drag after a short press: the task is then pressed.
    await expect(tasks(page).nth(1)).toHaveAttribute('aria-pressed', 'true');
    for (let step = 1; step <= 10; step++)
      await touch('touchMove', from.y + ((to.y - from.y) * step) / 10);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(tasks(page).first()).toHaveText('Task 1');
    await expect(message(page)).toHaveText('Incorrect');
    expect(consoleErrors).toEqual([]);
  });
});
