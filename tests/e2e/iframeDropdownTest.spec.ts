import { expect, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/iframeDropdownTest');
});

const parentFrame = (page: import('@playwright/test').Page) =>
  page.frameLocator('iframe[title="parent-iframe"]');
const innerFrame = (page: import('@playwright/test').Page) =>
  parentFrame(page).frameLocator('iframe[title="inner-iframe"]');

test('the outside select takes "Y Option" as value "y"', async ({ page }) => {
  await expect(page.getByRole('heading', { name: 'Iframe + Dropdown Test Page' })).toBeVisible();
  const outside = page.getByLabel('Outside Dropdown:');
  await expect(outside).toHaveValue('');
  await expect(outside.locator('option')).toHaveText([
    'Select...',
    'X Option',
    'Y Option',
    'Z Option',
  ]);
  await outside.selectOption({ label: 'Y Option' });
  await expect(outside).toHaveValue('y');
});

test('the parent frame has a labelled input and select; "Gamma" is value "c"', async ({ page }) => {
  const parent = parentFrame(page);
  const input = parent.getByLabel('Parent Input Label:');
  await expect(input).toHaveAttribute('placeholder', 'Has a label');
  await input.fill('hello');
  await expect(input).toHaveValue('hello');
  const select = parent.getByLabel('Parent Dropdown Label:');
  await expect(select.locator('option')).toHaveText(['Choose...', 'Alpha', 'Beta', 'Gamma']);
  await select.selectOption({ label: 'Gamma' });
  await expect(select).toHaveValue('c');
  await expect(page.locator('iframe[title="parent-iframe"]')).toHaveCSS('height', '500px');
  await expect(page.locator('iframe[title="parent-iframe"]')).toHaveCSS('border-top-width', '2px');
});

test('the inner input has no label, only its placeholder, and takes typing', async ({ page }) => {
  const inner = innerFrame(page);
  await expect(inner.getByLabel('Project type', { exact: true })).toHaveCount(0);
  const input = inner.locator('#projectType');
  await expect(input).toHaveAttribute('name', 'projectType');
  await expect(inner.getByRole('combobox', { name: 'Type or pick a project type' })).toBeVisible();
  await input.fill('Internal audit');
  await expect(input).toHaveValue('Internal audit');
  await expect(inner.getByText('Project type')).toBeVisible();
  const star = await inner
    .getByText('Project type')
    .evaluate((el) => getComputedStyle(el, '::after').content);
  expect(star).toBe('"*"');
});

test('Lookup opens the list; a click fills the input; Escape and outside clicks close it', async ({
  page,
}) => {
  const inner = innerFrame(page);
  const lookup = inner.getByRole('button', { name: 'Lookup' });
  await expect(lookup).toHaveText('▼');
  await expect(lookup).toHaveAttribute('tabindex', '-1');
  const list = inner.getByRole('listbox');
  await expect(list).toBeHidden();
  await lookup.click();
  await expect(inner.getByRole('option')).toHaveText(['Internal', 'Customer', 'Research']);
  await inner.getByRole('option', { name: 'Customer' }).click();
  await expect(inner.locator('#projectType')).toHaveValue('Customer');
  await expect(list).toBeHidden();

  await lookup.click();
  await expect(list).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await lookup.click();
  await inner.getByText('Project type').click();
  await expect(list).toBeHidden();
  await expect(inner.locator('#projectType')).toHaveValue('Customer');
});

test('Arrow Down opens the list and Enter picks the highlighted option', async ({ page }) => {
  const input = innerFrame(page).locator('#projectType');
  await input.focus();
  await page.keyboard.press('ArrowDown');
  await expect(innerFrame(page).getByRole('listbox')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(input).toHaveValue('Customer');
  await expect(innerFrame(page).getByRole('listbox')).toBeHidden();
});

test('both frames are srcdoc documents', async ({ page }) => {
  await expect(innerFrame(page).locator('#projectType')).toBeVisible();
  const urls = page.frames().map((frame) => frame.url());
  expect(urls.filter((url) => url === 'about:srcdoc')).toHaveLength(2);
});
