import type { Page } from '@playwright/test';
import { gotoWithTimeStopped } from './clock';
import { axe, expect, test } from './fixtures';

const CAPTIONS = [
  'Angular Material Design',
  'React Semantic Select',
  'Angular Ng Select',
  'JQuery Select2',
  'Angular Ngx Select',
  'Animated Dropdown',
  'React Dropdown Select',
  'Delayed Dropdown',
];

const combobox = (page: Page, caption: string) =>
  page.getByRole('combobox', { name: caption, exact: true });
const listbox = (page: Page, caption: string) =>
  page.getByRole('listbox', { name: caption, exact: true });
const region = (page: Page, caption: string) =>
  page.getByRole('region', { name: caption, exact: true });
const valueLine = (page: Page, caption: string) => region(page, caption).getByRole('status');
/** Serious and critical axe findings inside one dropdown's section, once transitions have ended. */
async function seriousViolationsIn(page: Page, caption: string) {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running'),
  );
  const section = `section:has(> h2#${await region(page, caption).locator('h2').getAttribute('id')})`;
  const { violations } = await axe(page).include(section).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')}`));
}

const numbered = (prefix: string) => [1, 2, 3, 4].map((n) => `${prefix}${n}`);

test.beforeEach(async ({ page }) => {
  await page.goto('/advancedDropdowns');
});

test('shows the eight dropdowns with their captions, closed texts and empty values', async ({
  page,
  consoleErrors,
}) => {
  await expect(page.getByText('Drive dropdowns built in several different ways.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(CAPTIONS);
  await expect(page.getByRole('combobox')).toHaveCount(8);
  for (const caption of CAPTIONS) {
    await expect(combobox(page, caption)).toHaveAttribute('aria-expanded', 'false');
    await expect(valueLine(page, caption)).toHaveText('Value selected:');
  }
  await expect(combobox(page, 'Angular Material Design')).toHaveText('');
  await expect(combobox(page, 'React Semantic Select')).toHaveText('ReactSemanticOption1');
  await expect(combobox(page, 'Angular Ng Select')).toHaveAttribute('placeholder', '');
  await expect(combobox(page, 'JQuery Select2')).toHaveText('Select an option');
  await expect(combobox(page, 'Angular Ngx Select')).toHaveText('Select');
  await expect(combobox(page, 'Animated Dropdown')).toHaveText('Choose something...');
  await expect(combobox(page, 'React Dropdown Select')).toHaveAttribute('placeholder', 'Select...');
  await expect(combobox(page, 'Delayed Dropdown')).toHaveText('Select an option');
  expect(consoleErrors).toEqual([]);
});

test('two columns from 768 px, one below', async ({ page }) => {
  const lefts = () =>
    page
      .getByRole('heading', { level: 2 })
      .evaluateAll((hs) => hs.map((h) => Math.round(h.getBoundingClientRect().left)));
  const tops = () =>
    page
      .getByRole('heading', { level: 2 })
      .evaluateAll((hs) => hs.map((h) => Math.round(h.getBoundingClientRect().top)));
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(8);
  await page.setViewportSize({ width: 768, height: 900 });
  let x = await lefts();
  let y = await tops();
  for (let row = 0; row < 4; row++) {
    expect(y[2 * row]).toBe(y[2 * row + 1]);
    expect(x[2 * row + 1]).toBeGreaterThan(x[2 * row]!);
  }
  await page.setViewportSize({ width: 767, height: 900 });
  x = await lefts();
  y = await tops();
  expect(new Set(x).size).toBe(1);
  for (let i = 1; i < 8; i++) expect(y[i]).toBeGreaterThan(y[i - 1]!);
});

test('Material: an overlay over a backdrop; the blank option clears the value', async ({
  page,
}) => {
  const field = combobox(page, 'Angular Material Design');
  await field.click();
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  const options = listbox(page, 'Angular Material Design').getByRole('option');
  await expect(options).toHaveText(['\u00a0', ...numbered('MatOption')]);
  await expect(options.first()).toHaveAccessibleName('None');
  await options.filter({ hasText: 'MatOption2' }).click();
  await expect(field).toHaveText('MatOption2');
  await expect(valueLine(page, 'Angular Material Design')).toHaveText('Value selected: MatOption2');
  await expect(listbox(page, 'Angular Material Design')).toHaveCount(0);

  // The backdrop takes the mouse down outside: the other dropdown does not open.
  const select2 = (await combobox(page, 'JQuery Select2').boundingBox())!;
  await field.click();
  await page.mouse.click(select2.x + 10, select2.y + 10);
  await expect(field).toHaveAttribute('aria-expanded', 'false');
  await expect(combobox(page, 'JQuery Select2')).toHaveAttribute('aria-expanded', 'false');

  await field.click();
  await expect(page.getByRole('option', { selected: true })).toHaveText('MatOption2');
  await options.first().click();
  await expect(field).toHaveText('');
  await expect(valueLine(page, 'Angular Material Design')).toHaveText('Value selected:');
});

test('Semantic: shows its first option while nothing is chosen; search, "No results", chosen bold', async ({
  page,
}) => {
  const field = combobox(page, 'React Semantic Select');
  await field.click();
  const search = page.getByPlaceholder('Search...', { exact: true }).first();
  await expect(page.getByRole('searchbox', { name: 'Search React Semantic Select' })).toBeFocused();
  await expect(listbox(page, 'React Semantic Select').getByRole('option')).toHaveText(
    numbered('ReactSemanticOption'),
  );
  await search.fill('OPTION3');
  await expect(listbox(page, 'React Semantic Select').getByRole('option')).toHaveText([
    'ReactSemanticOption3',
  ]);
  await search.fill('zzz');
  await expect(page.getByText('No results', { exact: true })).toBeVisible();
  await search.fill('option');
  await page.getByRole('option', { name: 'ReactSemanticOption3' }).click();
  await expect(field).toHaveText('ReactSemanticOption3');
  await expect(valueLine(page, 'React Semantic Select')).toHaveText(
    'Value selected: ReactSemanticOption3',
  );
  await field.click();
  await expect(page.getByRole('searchbox', { name: 'Search React Semantic Select' })).toHaveValue(
    '',
  );
  const chosen = page.getByRole('option', { name: 'ReactSemanticOption3' });
  await expect(chosen).toHaveCSS('font-weight', '700');
  await expect(chosen).toHaveAttribute('aria-selected', 'true');
});

test('Ng Select: typing filters, Space types, the chosen label hides while typing, × clears', async ({
  page,
}) => {
  const field = combobox(page, 'Angular Ng Select');
  const chosenLabel = region(page, 'Angular Ng Select').getByText('NgSelectOption2', {
    exact: true,
  });
  await field.focus();
  await page.keyboard.press('ArrowDown');
  await expect(listbox(page, 'Angular Ng Select').getByRole('option')).toHaveText(
    numbered('NgSelectOption'),
  );
  await page.keyboard.press('Escape');
  await expect(listbox(page, 'Angular Ng Select')).toHaveCount(0);
  await page.keyboard.press(' ');
  await expect(field).toHaveValue(' ');
  await expect(page.getByText('No items', { exact: true })).toBeVisible();
  await field.fill('');
  await field.pressSequentially('option2');
  await expect(listbox(page, 'Angular Ng Select').getByRole('option')).toHaveText([
    'NgSelectOption2',
  ]);
  await page.keyboard.press('Enter');
  await expect(field).toHaveValue('');
  await expect(chosenLabel).toBeVisible();
  await expect(valueLine(page, 'Angular Ng Select')).toHaveText('Value selected: NgSelectOption2');
  await field.pressSequentially('1');
  await expect(chosenLabel).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(chosenLabel).toBeVisible();
  await page.getByRole('button', { name: 'Clear Angular Ng Select' }).click();
  await expect(chosenLabel).toBeHidden();
  await expect(valueLine(page, 'Angular Ng Select')).toHaveText('Value selected:');
  await expect(page.getByRole('button', { name: 'Clear Angular Ng Select' })).toHaveCount(0);
});

test('Select2: pick JQueryOption3; the search box is focused; the chosen option shows blue', async ({
  page,
}) => {
  const field = combobox(page, 'JQuery Select2');
  await field.click();
  const search = page.getByRole('searchbox', { name: 'Search JQuery Select2' });
  await expect(search).toBeFocused();
  await expect(search).toHaveAttribute('placeholder', 'Search...');
  await search.fill('nothing');
  await expect(region(page, 'JQuery Select2').getByText('No results')).toBeVisible();
  await search.fill('query');
  await page.getByRole('option', { name: 'JQueryOption3' }).click();
  await expect(valueLine(page, 'JQuery Select2')).toHaveText('Value selected: JQueryOption3');
  await expect(field).toHaveText('JQueryOption3');
  await expect(field).toBeFocused();
  await field.click();
  const chosen = page.getByRole('option', { name: 'JQueryOption3' });
  await expect(chosen).toHaveAttribute('aria-selected', 'true');
  await expect(chosen).toHaveCSS('background-color', 'rgb(11, 94, 215)');
});

test('Ngx: the chosen option is a blue row on top whose × clears while the panel stays open', async ({
  page,
}) => {
  const field = combobox(page, 'Angular Ngx Select');
  const searchbox = page.getByRole('searchbox', { name: 'Search Angular Ngx Select' });
  const options = listbox(page, 'Angular Ngx Select').getByRole('option');
  await field.click();
  await expect(searchbox).toBeFocused();
  await expect(searchbox).toHaveAttribute('placeholder', 'Search');
  await page.getByRole('option', { name: 'NgxSelectOption2' }).click();
  await expect(field).toHaveText('NgxSelectOption2');
  await expect(valueLine(page, 'Angular Ngx Select')).toHaveText(
    'Value selected: NgxSelectOption2',
  );
  await field.click();
  // The chosen option stays an option, first and selected: the blue row, its "×" at its end.
  await expect(options).toHaveText([
    'NgxSelectOption2',
    'NgxSelectOption1',
    'NgxSelectOption3',
    'NgxSelectOption4',
  ]);
  const row = options.first();
  await expect(row).toHaveAttribute('aria-selected', 'true');
  await expect(options.and(page.locator('[aria-selected="true"]'))).toHaveCount(1);
  await expect(row).toHaveCSS('background-color', 'rgb(11, 94, 215)');
  const clear = page.getByRole('button', { name: 'Clear Angular Ngx Select' });
  await expect(clear).toHaveText('×');
  const rowBox = (await row.boundingBox())!;
  const clearBox = (await clear.boundingBox())!;
  expect(clearBox.y).toBeGreaterThanOrEqual(rowBox.y);
  expect(clearBox.y + clearBox.height).toBeLessThanOrEqual(rowBox.y + rowBox.height + 1);
  expect(clearBox.x + clearBox.width).toBeCloseTo(rowBox.x + rowBox.width, 0);
  // The arrow keys leave the row and come back to it.
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(row).toHaveAttribute('aria-selected', 'false');
  await page.keyboard.press('ArrowUp');
  await expect(row).toHaveAttribute('aria-selected', 'true');
  await expect(searchbox).toHaveAttribute('aria-activedescendant', (await row.getAttribute('id'))!);
  await clear.click();
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  await expect(valueLine(page, 'Angular Ngx Select')).toHaveText('Value selected:');
  await expect(options).toHaveText(numbered('NgxSelectOption'));
  await expect(searchbox).toBeFocused();
  await expect(field).toHaveText('Select');
  await page.keyboard.press('Escape');
  // Enter on the chosen row keeps it chosen.
  await field.click();
  await page.getByRole('option', { name: 'NgxSelectOption3' }).click();
  await field.click();
  await page.keyboard.press('Enter');
  await expect(valueLine(page, 'Angular Ngx Select')).toHaveText(
    'Value selected: NgxSelectOption3',
  );
});

test('Animated: the closed panel is attached but hidden; it fades and slides in 150 ms', async ({
  page,
}) => {
  const field = combobox(page, 'Animated Dropdown');
  const list = page.locator('#animated-listbox');
  const panel = list.locator('..');
  const options = list.getByRole('option', { includeHidden: true });
  await expect(options).toHaveCount(4);
  await expect(options.first()).toBeAttached();
  await expect(options.first()).toBeHidden();
  await expect(listbox(page, 'Animated Dropdown')).toHaveCount(0); // hidden from the a11y tree
  await expect(panel).toHaveAttribute('aria-hidden', 'true');
  await expect(panel).toHaveCSS('opacity', '0');
  await expect(panel).toHaveCSS('height', '0px');
  await expect(panel).toHaveCSS('visibility', 'hidden');
  await expect(panel).toHaveCSS('transition-duration', /^0\.15s/);

  await field.click();
  await expect(listbox(page, 'Animated Dropdown').getByRole('option')).toHaveText([
    'Option 1',
    'Option 2',
    'Option 3',
    'Option 4',
  ]);
  await expect(options.first()).toBeVisible();
  await expect(panel).toHaveCSS('opacity', '1');
  const height = await panel.evaluate((el) => el.getBoundingClientRect().height);
  expect(height).toBeGreaterThan(0);
  expect(height).toBeLessThanOrEqual(200);
  await expect(field.locator('.adv-dd__arrow')).toHaveCSS(
    'transform',
    /^matrix\(-1, [-\d.e]+, [-\d.e]+, -1, 0, 0\)$/,
  );
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(valueLine(page, 'Animated Dropdown')).toHaveText('Value selected: Option 2');
  await expect(field).toHaveText('Choose something...');
  await expect(options.first()).toBeHidden();
  await expect(panel).toHaveCSS('visibility', 'hidden');
  await expect(panel).toHaveAttribute('aria-hidden', 'true');
  // Out of the Tab order while closed: Tab goes on to the next dropdown.
  await field.focus();
  await page.keyboard.press('Tab');
  await expect(combobox(page, 'React Dropdown Select')).toBeFocused();
});

test('React Dropdown Select: typing filters, "No data", × clears, ▼ opens', async ({ page }) => {
  const field = combobox(page, 'React Dropdown Select');
  const box = region(page, 'React Dropdown Select');
  await expect(box.getByText('▼')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clear React Dropdown Select' })).toHaveText('×');
  await field.pressSequentially('DROPDOWNOPTION4');
  await expect(listbox(page, 'React Dropdown Select').getByRole('option')).toHaveText([
    'ReactDropdownOption4',
  ]);
  await field.pressSequentially('x');
  await expect(box.getByText('No data', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await box.getByText('▼').click();
  await expect(field).toBeFocused();
  await expect(listbox(page, 'React Dropdown Select').getByRole('option')).toHaveCount(4);
  await page.getByRole('option', { name: 'ReactDropdownOption1' }).click();
  await expect(valueLine(page, 'React Dropdown Select')).toHaveText(
    'Value selected: ReactDropdownOption1',
  );
  await expect(box.getByText('ReactDropdownOption1', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Clear React Dropdown Select' }).click();
  await expect(valueLine(page, 'React Dropdown Select')).toHaveText('Value selected:');
  await expect(field).toHaveAttribute('placeholder', 'Select...');
});

test('every control opens by keyboard, moves with the arrows, chooses with Enter, closes with Escape', async ({
  page,
}) => {
  const cases: [string, string, string][] = [
    ['Angular Material Design', 'Enter', 'MatOption1'],
    ['React Semantic Select', ' ', 'ReactSemanticOption2'],
    ['Angular Ng Select', 'Enter', 'NgSelectOption2'],
    ['JQuery Select2', 'ArrowDown', 'JQueryOption2'],
    ['Angular Ngx Select', ' ', 'NgxSelectOption2'],
    ['Animated Dropdown', 'Enter', 'Option 2'],
    ['React Dropdown Select', 'ArrowDown', 'ReactDropdownOption2'],
  ];
  for (const [caption, opener, expected] of cases) {
    const field = combobox(page, caption);
    await field.focus();
    await page.keyboard.press(opener);
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await expect(field).toBeFocused();
    await page.keyboard.press(opener === ' ' ? 'ArrowDown' : opener);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    const active = page.getByRole('option', { selected: true });
    await expect(active).toHaveAccessibleName(expected);
    const activeId = await active.getAttribute('id');
    // The active option is the combobox's (or its search box's) active descendant.
    await expect(page.locator(`[aria-activedescendant="${activeId}"]`)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(valueLine(page, caption)).toHaveText(`Value selected: ${expected}`);
    await expect(field).toHaveAttribute('aria-expanded', 'false');
  }
});

test('a mouse down outside, or Tab away, closes the panel and clears the search', async ({
  page,
}) => {
  for (const caption of ['React Semantic Select', 'JQuery Select2', 'Angular Ngx Select']) {
    await combobox(page, caption).click();
    const search = page.getByRole('searchbox', { name: `Search ${caption}` });
    await search.fill('2');
    await expect(page.getByRole('option')).toHaveCount(1);
    await page.getByRole('heading', { level: 1 }).hover();
    await page.mouse.down();
    await page.mouse.up();
    await expect(combobox(page, caption)).toHaveAttribute('aria-expanded', 'false');
    await expect(search).toHaveCount(0);
    await combobox(page, caption).click();
    await expect(search).toHaveValue('');
    await expect(page.getByRole('option')).toHaveCount(4);
    await page.keyboard.press('Escape');
  }
  const ng = combobox(page, 'Angular Ng Select');
  await ng.pressSequentially('op');
  await page.keyboard.press('Tab');
  await expect(ng).toHaveAttribute('aria-expanded', 'false');
  await expect(ng).toHaveValue('');
  await combobox(page, 'Animated Dropdown').click();
  await page.getByText('Drive dropdowns built in several different ways.').click();
  await expect(combobox(page, 'Animated Dropdown')).toHaveAttribute('aria-expanded', 'false');
});

test('Delayed: each opening shows "Loading..." for 2 s; closing cancels the wait', async ({
  page,
}) => {
  await gotoWithTimeStopped(page, '/advancedDropdowns');
  const field = combobox(page, 'Delayed Dropdown');
  const loading = page.getByText('Loading...', { exact: true });
  const options = listbox(page, 'Delayed Dropdown').getByRole('option');
  await field.click();
  await expect(loading).toBeVisible();
  await page.clock.runFor(1999);
  await expect(loading).toBeVisible();
  await expect(options).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(loading).toBeHidden();
  await expect(options).toHaveText(['Option 1', 'Option 2', 'Option 3', 'Option 4']);
  await options.filter({ hasText: 'Option 3' }).click();
  await expect(valueLine(page, 'Delayed Dropdown')).toHaveText('Value selected: Option 3');

  // Each opening loads again; a close in the middle cancels the pending 2 s.
  await field.click();
  await expect(loading).toBeVisible();
  await page.clock.runFor(1500);
  await page.keyboard.press('Escape');
  await expect(field).toHaveAttribute('aria-expanded', 'false');
  await field.press('ArrowDown');
  await page.clock.runFor(1000);
  await expect(loading).toBeVisible();
  await expect(options).toHaveCount(0);
  await page.clock.runFor(1000);
  await expect(options).toHaveCount(4);
  await expect(page.getByRole('option', { selected: true })).toHaveText('Option 3');
});

for (const theme of ['light', 'dark']) {
  test(`no serious accessibility violation with each panel open (${theme} theme)`, async ({
    page,
  }) => {
    test.slow(true, 'axe runs eight times');
    await expect(page.getByRole('combobox')).toHaveCount(8);
    if (theme === 'dark') await page.getByRole('button', { name: 'Dark mode' }).click();
    for (const caption of CAPTIONS) {
      const field = combobox(page, caption);
      // Choose the second option, then open again: a chosen and an active option show.
      for (const step of ['choose', 'open']) {
        await field.click();
        await expect(field).toHaveAttribute('aria-expanded', 'true');
        await expect(page.getByRole('option', { selected: true })).toHaveCount(1);
        if (step === 'choose') {
          await page.keyboard.press('ArrowDown');
          await page.keyboard.press('Enter');
        }
      }
      expect(await seriousViolationsIn(page, caption), caption).toEqual([]);
      await page.keyboard.press('Escape');
    }
  });
}
