import { findExercise } from '../../src/shared/catalog';
import { expect, expectCatalogChecks, test } from './fixtures';

const SOURCES = [
  '/media/broken/missing-1.jpg',
  '/media/broken/missing-2.jpg',
  '/media/broken/ok.jpg',
];

test('two images answer 404 and stay broken, the third loads; Check images says so', async ({
  page,
}) => {
  const statuses: string[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.startsWith('/media/broken/')) statuses.push(`${path} ${response.status()}`);
  });
  await page.goto('/brokenImages');

  const image = (n: number) => page.getByRole('img', { name: `Image ${n}`, exact: true });
  for (const [i, src] of SOURCES.entries()) {
    await expect(image(i + 1)).toHaveAttribute('src', src);
    expect(await image(i + 1).boundingBox()).toMatchObject({ width: 120, height: 90 });
    await expect(image(i + 1)).toHaveJSProperty('complete', true);
  }
  await expect(image(1)).toHaveJSProperty('naturalWidth', 0);
  await expect(image(2)).toHaveJSProperty('naturalWidth', 0);
  await expect(image(3)).toHaveJSProperty('naturalWidth', 120);
  await expect(image(3)).toHaveJSProperty('naturalHeight', 90);
  // One request each: 404, 404, 200.
  expect(statuses.sort()).toEqual([`${SOURCES[0]} 404`, `${SOURCES[1]} 404`, `${SOURCES[2]} 200`]);

  await expect(page.getByRole('listitem')).toHaveCount(0);
  await page.getByRole('button', { name: 'Check images' }).click();
  await expect(page.getByRole('list', { name: 'Check results' }).getByRole('listitem')).toHaveText([
    'Image 1: broken',
    'Image 2: broken',
    'Image 3: loaded',
  ]);
});

test('an image still loading reads "loading", then its outcome once it settles', async ({
  page,
}) => {
  // Hold the good image's answer until the test lets it through.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/media/broken/ok.jpg', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/brokenImages');
  const image3 = page.getByRole('img', { name: 'Image 3', exact: true });
  await expect(page.getByRole('img', { name: 'Image 1', exact: true })).toHaveJSProperty(
    'complete',
    true,
  );
  await expect(page.getByRole('img', { name: 'Image 2', exact: true })).toHaveJSProperty(
    'complete',
    true,
  );
  await expect(image3).toHaveJSProperty('complete', false);

  await page.getByRole('button', { name: 'Check images' }).click();
  const results = page.getByRole('list', { name: 'Check results' }).getByRole('listitem');
  await expect(results).toHaveText(['Image 1: broken', 'Image 2: broken', 'Image 3: loading']);

  release();
  await expect(image3).toHaveJSProperty('naturalWidth', 120);
  await expect(results).toHaveText(['Image 1: broken', 'Image 2: broken', 'Image 3: loaded']);
});

test('the generic checks allow exactly the two 404 messages, one per missing image', async ({
  page,
  consoleErrors,
}) => {
  const failed: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') failed.push(new URL(message.location().url).pathname);
  });
  const response = await page.goto('/brokenImages');
  await expect(page.getByRole('img', { name: 'Image 3', exact: true })).toHaveJSProperty(
    'naturalWidth',
    120,
  );
  await expect.poll(() => [...failed].sort()).toEqual(SOURCES.slice(0, 2));
  await expectCatalogChecks(page, findExercise('/brokenImages')!, response, consoleErrors);
  expect(consoleErrors).toHaveLength(2);
  for (const error of consoleErrors) {
    expect(findExercise('/brokenImages')!.genericChecks!.expectedConsoleErrors!.test(error)).toBe(
      true,
    );
  }
});
