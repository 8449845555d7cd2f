import { expect, test } from './fixtures';

// The motion is a CSS animation, which Playwright's clock does not drive: these tests let its
// 5 s run in real time, waiting on the page's own outcome.

test('a click that waits for the target to stand still finds it without spin', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/animatedButton');
  const status = page.getByRole('status');
  const target = page.getByRole('button', { name: 'Moving target' });
  await expect(status).toHaveText('Not started.');
  await expect(target).toHaveClass('btn btn-primary');

  await page.getByRole('button', { name: 'Start animation' }).click();
  await expect(status).toHaveText('Animation running…');
  await expect(target).toHaveClass('btn btn-primary spin');

  await target.click({ timeout: 10_000 });
  await expect(status).toHaveText("Moving target clicked; its class is 'btn btn-primary'.");
  expect(consoleErrors).toEqual([]);
});

test('the target moves round a circle and ends where it started', async ({ page }) => {
  await page.goto('/animatedButton');
  const target = page.getByRole('button', { name: 'Moving target' });
  const start = await target.boundingBox();
  await page.getByRole('button', { name: 'Start animation' }).click();
  // A quarter of the way round, the target is about 150 px away on both axes.
  await expect
    .poll(async () => {
      const box = await target.boundingBox();
      return Math.hypot(box!.x - start!.x, box!.y - start!.y);
    })
    .toBeGreaterThan(150);
  await expect(page.getByRole('status')).toHaveText('Animation finished.', { timeout: 10_000 });
  await expect(target).toHaveClass('btn btn-primary');
  expect(await target.boundingBox()).toEqual(start);
});

test('a click mid-flight reports the spin class', async ({ page }) => {
  await page.goto('/animatedButton');
  const target = page.getByRole('button', { name: 'Moving target' });
  await page.getByRole('button', { name: 'Start animation' }).click();
  // A synthetic click does not wait for the target to stand still.
  await target.dispatchEvent('click');
  await expect(page.getByRole('status')).toHaveText(
    "Moving target clicked; its class is 'btn btn-primary spin'.",
  );
});

test('the animation runs even when the user prefers reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/animatedButton');
  const target = page.getByRole('button', { name: 'Moving target' });
  const start = await target.boundingBox();
  await page.getByRole('button', { name: 'Start animation' }).click();
  await expect
    .poll(async () => Math.abs((await target.boundingBox())!.y - start!.y))
    .toBeGreaterThan(100);
});
