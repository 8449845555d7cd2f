import { expect, test } from './fixtures';

const SENTENCES = [
  'The first vegetable is carrot.',
  'The second vegetable is broccoli.',
  'The third vegetable is spinach.',
  'The fourth vegetable is zucchini.',
  'The fifth vegetable is eggplant.',
  'The sixth and last vegetable is bell pepper.',
];

test('the sixth sentence is off screen at load and in view once scrolled to; the window scrolled sideways', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/scrollSideways');
  await expect(
    page.getByText('Scroll a row sideways until the vegetable you need comes into view.'),
  ).toBeVisible();
  const last = page.getByText('The sixth and last vegetable is bell pepper.');
  await expect(page.getByText('The first vegetable is carrot.')).toBeInViewport();
  await expect(last).not.toBeInViewport();
  expect(await page.evaluate(() => window.scrollX)).toBe(0);

  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeInViewport();
  expect(await page.evaluate(() => window.scrollX)).toBeGreaterThan(0);
  expect(consoleErrors).toEqual([]);
});

test('the sentences sit in one row, two viewport widths apart, centred in an area of at least 60 % of the viewport', async ({
  page,
}) => {
  await page.goto('/scrollSideways');
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('no viewport');
  const boxes = await Promise.all(
    SENTENCES.map(async (sentence) => {
      const box = await page.getByText(sentence).boundingBox();
      if (!box) throw new Error(`${sentence} has no box`);
      return box;
    }),
  );
  const [first] = boxes;
  if (!first) throw new Error('no sentences');
  boxes.slice(1).forEach((box, i) => {
    const previous = boxes[i] ?? first;
    expect(box.y).toBeCloseTo(first.y, 0);
    expect(box.x - (previous.x + previous.width)).toBeCloseTo(2 * viewport.width, 0);
  });
  // The row is centred vertically in its area, which is at least 60 % of the viewport high.
  const area = await page
    .getByText('The first vegetable is carrot.')
    .evaluate((p) => p.parentElement?.parentElement?.getBoundingClientRect().toJSON() as DOMRect);
  expect(area.height).toBeGreaterThanOrEqual(0.6 * viewport.height - 1);
  const rowMiddle = first.y + first.height / 2;
  expect(Math.abs(rowMiddle - (area.y + area.height / 2))).toBeLessThan(2);
});

test('every sentence can be reached by scrolling sideways, one after another', async ({ page }) => {
  await page.goto('/scrollSideways');
  let previousScrollX = -1;
  for (const sentence of SENTENCES) {
    const text = page.getByText(sentence);
    await text.scrollIntoViewIfNeeded();
    await expect(text).toBeInViewport();
    const scrollX = await page.evaluate(() => window.scrollX);
    expect(scrollX).toBeGreaterThanOrEqual(previousScrollX);
    previousScrollX = scrollX;
  }
  expect(previousScrollX).toBeGreaterThan(0);
});
