import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const LABELS = [
  'Removed',
  'Display None',
  'Visibility Hidden',
  'Zero Size',
  'Opacity 0',
  'Off-screen',
  'Covered',
];

function target(page: Page, id: string) {
  return page.locator(`#${id}`);
}

test('Hide hides each target its own way, as Playwright sees it', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/visibility');
  await page.getByRole('button', { name: 'Hide' }).click();

  await expect(target(page, 'removedButton')).not.toBeAttached();
  await expect(target(page, 'displayNoneButton')).toBeAttached();
  await expect(target(page, 'displayNoneButton')).toBeHidden();
  await expect(target(page, 'displayNoneButton')).toHaveCSS('display', 'none');
  await expect(target(page, 'visibilityHiddenButton')).toBeHidden();
  await expect(target(page, 'visibilityHiddenButton')).toHaveCSS('visibility', 'hidden');
  await expect(target(page, 'zeroSizeButton')).toBeHidden();
  expect(await target(page, 'zeroSizeButton').boundingBox()).toMatchObject({
    width: 0,
    height: 0,
  });
  // Playwright's "visible" ignores opacity, position and what lies on top.
  await expect(target(page, 'opacityButton')).toBeVisible();
  await expect(target(page, 'opacityButton')).toHaveCSS('opacity', '0');
  await expect(target(page, 'offscreenButton')).toBeVisible();
  await expect(target(page, 'offscreenButton')).not.toBeInViewport();
  await expect(target(page, 'coveredButton')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a real pointer still clicks Opacity 0 but cannot reach Off-screen or Covered', async ({
  page,
}) => {
  await page.goto('/visibility');
  const status = page.getByRole('status');
  await page.getByRole('button', { name: 'Hide' }).click();

  await target(page, 'opacityButton').click();
  await expect(status).toHaveText('Opacity 0 button clicked.');

  await expect(target(page, 'offscreenButton').click({ timeout: 1500 })).rejects.toThrow(
    /outside of the viewport/,
  );
  await expect(target(page, 'coveredButton').click({ timeout: 1500 })).rejects.toThrow(
    /intercepts pointer events/,
  );
  // The mouse pressed right on Covered's centre lands on the cover, 2 px larger each side.
  const box = (await target(page, 'coveredButton').boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.click(box.x + 1, box.y + 1);
  await expect(status).toHaveText('Opacity 0 button clicked.');
  const coverBox = await page.evaluate(({ x, y }) => {
    const cover = document.elementFromPoint(x, y)!.getBoundingClientRect();
    return { x: cover.x, y: cover.y, width: cover.width, height: cover.height };
  }, box);
  expect(coverBox).toEqual({
    x: box.x - 2,
    y: box.y - 2,
    width: box.width + 4,
    height: box.height + 4,
  });
});

test('Reset brings all seven back, each naming itself when clicked', async ({ page }) => {
  await page.goto('/visibility');
  const status = page.getByRole('status');
  await expect(status).toHaveText('');
  await page.getByRole('button', { name: 'Hide' }).click();
  await page.getByRole('button', { name: 'Reset' }).click();
  for (const label of LABELS) {
    const button = page.getByRole('button', { name: label, exact: true });
    await expect(button).toBeInViewport();
    await button.click();
    await expect(status).toHaveText(`${label} button clicked.`);
  }
});
