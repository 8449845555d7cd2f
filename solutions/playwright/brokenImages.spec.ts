// Broken Images: find images that failed to load by naturalWidth and by their HTTP status.
import { expect, test } from '@playwright/test';

test('images 1 and 2 are broken, image 3 loads', async ({ page }) => {
  // Record the status of every image response.
  const statuses = new Map<string, number>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'image') {
      statuses.set(new URL(response.url()).pathname, response.status());
    }
  });
  await page.goto('/brokenImages');

  // A broken image has finished (complete) without a picture: its naturalWidth is 0.
  for (const [name, width] of [
    ['Image 1', 0],
    ['Image 2', 0],
  ] as const) {
    const image = page.getByRole('img', { name, exact: true });
    await expect(image).toHaveJSProperty('complete', true);
    await expect(image).toHaveJSProperty('naturalWidth', width);
  }
  const image3 = page.getByRole('img', { name: 'Image 3', exact: true });
  await expect
    .poll(() => image3.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);

  expect(statuses.get('/media/broken/missing-1.jpg')).toBe(404);
  expect(statuses.get('/media/broken/missing-2.jpg')).toBe(404);
  expect(statuses.get('/media/broken/ok.jpg')).toBe(200);

  await page.getByRole('button', { name: 'Check images' }).click();
  await expect(page.getByRole('listitem')).toHaveText([
    'Image 1: broken',
    'Image 2: broken',
    'Image 3: loaded',
  ]);
});
