// SVG elements: locate SVG images by their <title> (their accessible name) and read SVG <text>.
import { expect, test } from '@playwright/test';

test('closes the tab, then switches the text with the arrows', async ({ page }) => {
  await page.goto('/svgElements');
  // An <svg role="img"> is named by its <title>, so getByRole finds it like any image.
  await expect(page.getByRole('img', { name: 'Hello World!' })).toBeVisible();
  // The text drawn is an SVG <text> element: CSS reaches it by its tag.
  const drawnText = page.locator('svg text');
  await expect(drawnText).toHaveText('Hello World!');

  // The icon-only button takes its name from the SVG inside it.
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('img', { name: 'Automation Playground logo' })).toBeVisible();
  await expect(drawnText).toHaveText('#1 Automation Tool');

  await page.getByRole('button', { name: 'Right arrow' }).click();
  await expect(drawnText).toHaveText('Automation Playground');
  await page.getByRole('button', { name: 'Left arrow' }).click();
  await expect(drawnText).toHaveText('#1 Automation Tool');
});
