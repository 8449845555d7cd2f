import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

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
  await page.goto('/challengingDom');
  const { blue, red, green } = coloured(page);
  for (const button of [blue, red, green])
    await expect(button).toHaveText(/^(apple|cherry|lemon|plum)$/);
  for (const button of [blue, red, green]) {
    const before = await threeButtons(page).evaluateAll((buttons) => buttons.map((b) => b.id));
    const label = await button.textContent();
    const answer = await canvasAnswer(page).getAttribute('aria-label');
    await button.click();
    await expect(page.getByRole('status')).toHaveText(`${label} button clicked.`);
    await expect(canvasAnswer(page)).not.toHaveAttribute('aria-label', answer!);
    const after = await threeButtons(page).evaluateAll((buttons) => buttons.map((b) => b.id));
    for (const id of after) expect(id).toMatch(/^[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$/);
    expect(after.filter((id) => before.includes(id))).toEqual([]);
  }
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
  await page.goto('/challengingDom?seed=12');
  const first = await snapshot();
  await pressRed();
  const second = await snapshot();
  expect(second).not.toEqual(first);
  await page.reload();
  expect(await snapshot()).toEqual(first);
  await pressRed();
  expect(await snapshot()).toEqual(second);
});

test('the canvas draws the answer it names, as outlined text', async ({ page }) => {
  await page.goto('/challengingDom');
  const canvas = canvasAnswer(page);
  await expect(canvas).toHaveJSProperty('width', 600);
  await expect(canvas).toHaveJSProperty('height', 200);
  // The outline is really painted, not only named.
  const painted = await canvas.evaluate((element: HTMLCanvasElement) => {
    const { data } = element.getContext('2d')!.getImageData(0, 0, 600, 200);
    let count = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) count++;
    return count;
  });
  expect(painted).toBeGreaterThan(500);
});
