import type { Page } from '@playwright/test';
import { gotoWithTimeStopped } from './clock';
import { expect, seriousAxeViolations, test } from './fixtures';

const STATE_MS = 3000;

async function chooseType(page: Page, type: string) {
  await page.getByLabel('Element type').selectOption(type);
  await expect(page.getByRole('status')).toHaveText('Ready.');
}

/** Starts `action` while the state holds; it may complete only once the clock passes 3 s. */
async function actsAfterRestore(page: Page, action: () => Promise<unknown>, outcome: string) {
  const status = page.getByRole('status');
  const acting = action();
  await page.clock.runFor(STATE_MS - 1);
  await expect(status).toContainText('for 3 s.');
  await page.clock.runFor(1);
  await acting;
  await expect(status).toHaveText(outcome);
}

test.beforeEach(async ({ page }) => {
  await gotoWithTimeStopped(page, '/autoWait');
});

test('a click during "Disable for 3 s" lands after the restore', async ({
  page,
  consoleErrors,
}) => {
  const status = page.getByRole('status');
  await expect(status).toHaveText('Ready.');
  await expect(page.getByLabel('Element type')).toHaveValue('Button');
  await page.getByRole('button', { name: 'Disable for 3 s' }).click();
  const target = page.getByRole('button', { name: 'Target button' });
  await expect(target).toBeDisabled();
  await expect(status).toHaveText('Target is disabled for 3 s.');
  await actsAfterRestore(page, () => target.click(), 'The target was clicked.');
  await expect(target).toBeEnabled();
  expect(consoleErrors).toEqual([]);
});

test('restores the target exactly 3 s after the state', async ({ page }) => {
  const status = page.getByRole('status');
  const target = page.locator('#target');
  await page.getByRole('button', { name: 'Hide for 3 s' }).click();
  await expect(target).toBeHidden();
  await expect(status).toHaveText('Target is hidden for 3 s.');
  await page.clock.runFor(STATE_MS - 1);
  await expect(target).toBeHidden();
  await page.clock.runFor(1);
  await expect(target).toBeVisible();
  await expect(status).toHaveText('Target restored.');
});

test('a new state undoes the first and holds for a fresh 3 s', async ({ page }) => {
  const status = page.getByRole('status');
  const target = page.getByRole('button', { name: 'Target button' });
  await page.getByRole('button', { name: 'Disable for 3 s' }).click();
  await page.clock.runFor(2000);
  await page.getByRole('button', { name: 'Cover for 3 s' }).click();
  await expect(target).toBeEnabled();
  await expect(status).toHaveText('Target is covered for 3 s.');
  await page.clock.runFor(2000);
  await expect(status).toHaveText('Target is covered for 3 s.');
  await page.clock.runFor(1000);
  await expect(status).toHaveText('Target restored.');
});

test('a click waits out the hidden, covered and zero-size states', async ({ page }) => {
  const target = page.getByRole('button', { name: 'Target button' });
  for (const state of ['Hide for 3 s', 'Cover for 3 s', 'Shrink to zero for 3 s']) {
    await page.getByRole('button', { name: state }).click();
    await actsAfterRestore(page, () => target.click(), 'The target was clicked.');
  }
});

test('a fill during "Make read-only" completes after the restore', async ({ page }) => {
  const readOnly = page.getByRole('button', { name: 'Make read-only for 3 s' });
  await expect(readOnly).toBeDisabled();
  for (const type of ['Input', 'Textarea']) {
    await chooseType(page, type);
    const field = page.getByLabel('Target text');
    await expect(field).toHaveId('target');
    await readOnly.click();
    await expect(field).not.toBeEditable();
    await expect(page.getByRole('status')).toHaveText('Target is read-only for 3 s.');
    await actsAfterRestore(page, () => field.fill(`${type} text`), `Typed: ${type} text`);
  }
});

test('a select chosen while disabled changes after the restore', async ({ page }) => {
  await chooseType(page, 'Select');
  const select = page.getByLabel('Target select');
  await expect(select.getByRole('option')).toHaveText(['Item 1', 'Item 2', 'Item 3']);
  await page.getByRole('button', { name: 'Disable for 3 s' }).click();
  await expect(select).toBeDisabled();
  await actsAfterRestore(page, () => select.selectOption('Item 2'), 'Chosen: Item 2');
});

test('the label cannot be disabled or made read-only, but can be covered', async ({ page }) => {
  await chooseType(page, 'Label');
  await expect(page.getByRole('button', { name: 'Disable for 3 s' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Make read-only for 3 s' })).toBeDisabled();
  const label = page.getByText('A plain label');
  await expect(label).toHaveId('target');
  await page.getByRole('button', { name: 'Cover for 3 s' }).click();
  await actsAfterRestore(page, () => label.click(), 'The target was clicked.');
});

test('changing the type undoes the state and resets the status', async ({ page }) => {
  await page.getByRole('button', { name: 'Disable for 3 s' }).click();
  await chooseType(page, 'Input');
  await expect(page.getByLabel('Target text')).toBeEditable();
  await page.clock.runFor(STATE_MS);
  await expect(page.getByRole('status')).toHaveText('Ready.');
});

test('every target type and the cover pass axe', async ({ page }) => {
  // axe runs on timers of its own, which a stopped clock would hold forever.
  await page.clock.resume();
  for (const type of ['Input', 'Textarea', 'Select', 'Label', 'Button']) {
    await chooseType(page, type);
    expect(await seriousAxeViolations(page)).toEqual([]);
  }
  await page.getByRole('button', { name: 'Cover for 3 s' }).click();
  expect(await seriousAxeViolations(page)).toEqual([]);
});
