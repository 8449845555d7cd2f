import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const canvasAnswer = (page: Page) => page.getByRole('img', { name: /^Answer: \d{1,5}$/ });
/** The three buttons by colour: their ids and labels change, their order does not. */
const coloured = (page: Page) => ({
  blue: page.locator('button.btn-primary'),
  red: page.locator('button.btn-danger'),
  green: page.locator('button.btn-success'),
});
const threeButtons = (page: Page) =>
  page.locator('button.btn-primary, button.btn-danger, button.btn-success');

test('delete in the row whose Gamma cell is Gamma4 names row Alpha4', async ({ page }) => {
  await page.goto('/challengingDom');
  await page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'Gamma4', exact: true }) })
    .getByRole('link', { name: 'delete' })
    .click();
  await expect(page.getByRole('status')).toHaveText('You clicked delete in row Alpha4.');
  await expect(page).toHaveURL(/\/challengingDom$/);
});

test('the table has the stated headers, ten rows, and edit links per row', async ({ page }) => {
  await page.goto('/challengingDom');
  await expect(page.getByRole('columnheader')).toHaveText([
    'Alpha',
    'Beta',
    'Gamma',
    'Delta',
    'Epsilon',
    'Zeta',
    'Action',
  ]);
  const rows = page.getByRole('row');
  await expect(rows).toHaveCount(11);
  await expect(rows.nth(10).getByRole('cell')).toHaveText([
    'Alpha9',
    'Beta9',
    'Gamma9',
    'Delta9',
    'Epsilon9',
    'Zeta9',
    'edit delete',
  ]);
  await expect(page.locator('tbody').locator('[id], [class]')).toHaveCount(0);
  await rows.nth(1).getByRole('link', { name: 'edit' }).click();
  await expect(page.getByRole('status')).toHaveText('You clicked edit in row Alpha0.');
});

test('a button click reports its label, then ids, labels and answer change', async ({ page }) => {
  await page.goto('/challengingDom?seed=3');
  const { blue, red, green } = coloured(page);
  for (const button of [blue, red, green])
    await expect(button).toHaveText(/^(apple|cherry|lemon|plum)$/);
  await expect(page.getByRole('status')).toHaveText('');
  // Set on the document: a reload would lose it.
  await page.evaluate(() => document.documentElement.setAttribute('data-before-clicks', ''));
  for (const button of [blue, red, green]) {
    const before = await threeButtons(page).evaluateAll((buttons) => buttons.map((b) => b.id));
    const label = await button.textContent();
    const answer = await canvasAnswer(page).getAttribute('aria-label');
    const pixels = await canvasAnswer(page).evaluate((c: HTMLCanvasElement) => c.toDataURL());
    await button.click();
    await expect(page.getByRole('status')).toHaveText(`${label} button clicked.`);
    await expect(canvasAnswer(page)).not.toHaveAttribute('aria-label', answer!);
    expect(await canvasAnswer(page).evaluate((c: HTMLCanvasElement) => c.toDataURL())).not.toBe(
      pixels,
    );
    const after = await threeButtons(page).evaluateAll((buttons) => buttons.map((b) => b.id));
    for (const id of after) expect(id).toMatch(UUID_V4);
    expect(after.filter((id) => before.includes(id))).toEqual([]);
  }
  await expect(page.locator('html')).toHaveAttribute('data-before-clicks', '');
});

test('the buttons are reachable and pressed by keyboard', async ({ page }) => {
  await page.goto('/challengingDom?seed=5');
  const { blue } = coloured(page);
  const label = await blue.textContent();
  await blue.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText(`${label} button clicked.`);
  // The redrawn buttons stay the same elements, so focus stays on the blue one.
  await expect(blue).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(coloured(page).red).toBeFocused();
});

test('a fixed seed repeats the ids, labels and answers, click for click', async ({ page }) => {
  const snapshot = async () => {
    await expect(canvasAnswer(page)).toBeVisible();
    return {
      buttons: await threeButtons(page).evaluateAll((buttons) =>
        buttons.map((b) => `${b.id} ${b.textContent}`),
      ),
      answer: await canvasAnswer(page).getAttribute('aria-label'),
    };
  };
  const pressRed = async () => {
    await coloured(page).red.click();
    await expect(page.getByRole('status')).toHaveText(/ button clicked\.$/);
  };
  await page.goto('/challengingDom?seed=42');
  const first = await snapshot();
  // The known answers in docs/pages.md.
  expect(first.buttons.map((b) => b.split(' ')[1])).toEqual(['plum', 'cherry', 'cherry']);
  expect(first.answer).toBe('Answer: 78594');
  await pressRed();
  const second = await snapshot();
  expect(second.buttons.map((b) => b.split(' ')[1])).toEqual(['apple', 'lemon', 'lemon']);
  expect(second.answer).toBe('Answer: 5354');
  await page.reload();
  expect(await snapshot()).toEqual(first);
  await pressRed();
  expect(await snapshot()).toEqual(second);
});

test('the canvas paints exactly its name as outlined 60 px text', async ({ page }) => {
  await page.goto('/challengingDom?seed=8');
  const canvas = canvasAnswer(page);
  await expect(canvas).toHaveJSProperty('width', 600);
  await expect(canvas).toHaveJSProperty('height', 200);
  await coloured(page).green.click();
  await expect(page.getByRole('status')).toHaveText(/ button clicked\.$/);
  // Paint the name on a canvas of our own, outlined and filled, and compare pixel for pixel.
  const { painted, sameAsOutline, sameAsFilled } = await canvas.evaluate(
    (element: HTMLCanvasElement) => {
      const pixels = (c: HTMLCanvasElement) =>
        Array.from(c.getContext('2d')!.getImageData(0, 0, 600, 200).data);
      const reference = (fill: boolean) => {
        const own = document.createElement('canvas');
        own.width = 600;
        own.height = 200;
        const ctx = own.getContext('2d')!;
        ctx.font = '60px sans-serif';
        ctx.textAlign = 'center';
        ctx.textBaseline = 'middle';
        ctx.lineWidth = 2;
        ctx.strokeStyle = ctx.fillStyle = '#212529';
        const text = element.getAttribute('aria-label')!;
        ctx.strokeText(text, 300, 100);
        if (fill) ctx.fillText(text, 300, 100);
        return pixels(own);
      };
      const shown = pixels(element);
      const same = (other: number[]) => other.every((value, i) => value === shown[i]);
      return {
        painted: shown.filter((value, i) => i % 4 === 3 && value > 0).length,
        sameAsOutline: same(reference(false)),
        sameAsFilled: same(reference(true)),
      };
    },
  );
  expect(painted).toBeGreaterThan(500);
  expect(sameAsOutline).toBe(true);
  expect(sameAsFilled).toBe(false);
});

test('the canvas shows at 600 × 200 CSS px on a wide window, scaled down only to fit a phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/challengingDom');
  const canvas = canvasAnswer(page);
  await expect(canvas).toBeVisible();
  // Inside its 1 px border.
  expect(await canvas.evaluate((c) => [c.clientWidth, c.clientHeight])).toEqual([600, 200]);

  await page.setViewportSize({ width: 412, height: 900 });
  const narrow = (await canvas.boundingBox())!;
  expect(narrow.width).toBeLessThanOrEqual(412);
  expect(narrow.width / narrow.height).toBeCloseTo(3, 1);
});

test('on a phone the table scrolls inside its box, one line per row, and the page does not', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 900 });
  await page.goto('/challengingDom');
  await expect(page.getByText('Scroll the table sideways to see every column.')).toBeVisible();
  const scroller = page.locator('.table-responsive');
  const { scrollWidth, clientWidth } = await scroller.evaluate((el) => ({
    scrollWidth: el.scrollWidth,
    clientWidth: el.clientWidth,
  }));
  expect(scrollWidth).toBeGreaterThan(clientWidth);
  // Its box shows a shadow on the side where columns are hidden: two shadows fixed to the box,
  // and a cover at each end of the table that scrolls with it (src/app/styles.scss).
  expect(await scroller.evaluate((el) => getComputedStyle(el).backgroundAttachment)).toBe(
    'local, local, scroll, scroll',
  );
  const heights = await page
    .getByRole('row')
    .evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().height));
  expect(Math.max(...heights) - Math.min(...heights)).toBeLessThan(2);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByText('Scroll the table sideways to see every column.')).toBeHidden();
});
