import { expect, MARKUP_INPUT, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/overlappedElement');
});

test('the grey block covers the centre of Name at load', async ({ page }) => {
  const name = page.getByPlaceholder('Name');
  await expect(name).toHaveAttribute('id', 'name');
  const onTopAtCentre = () =>
    name.evaluate((field) => {
      const rect = field.getBoundingClientRect();
      const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
      return hit === field;
    });
  expect(await onTopAtCentre()).toBe(false);
  await page.getByRole('region', { name: 'Fields' }).evaluate((box) => box.scrollBy(0, 40));
  expect(await onTopAtCentre()).toBe(true);
});

test('typing into Name while it is covered empties it', async ({ page, consoleErrors }) => {
  const name = page.getByPlaceholder('Name');
  await name.fill('Alice', { force: true });
  await expect(name).toHaveValue('');
  await expect(page.getByRole('status')).toHaveText(
    'Name was cleared: it was covered while you typed.',
  );
  expect(consoleErrors).toEqual([]);
});

test('after scrolling the box Name keeps what is typed and the status echoes it', async ({
  page,
}) => {
  const box = page.getByRole('region', { name: 'Fields' });
  await box.evaluate((element) => element.scrollBy(0, 40));
  const name = page.getByPlaceholder('Name');
  await name.click();
  await name.pressSequentially('Alice');
  await expect(name).toHaveValue('Alice');
  await expect(page.getByRole('status')).toHaveText('Name: Alice');
  await name.fill(MARKUP_INPUT);
  await expect(page.getByRole('status')).toHaveText(`Name: ${MARKUP_INPUT}`);
});

test('the box scrolls by keyboard, and Id and Subject are plain inputs', async ({ page }) => {
  const box = page.getByRole('region', { name: 'Fields' });
  await box.focus();
  await page.keyboard.press('PageDown');
  await expect.poll(() => box.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
  await page.locator('#subject').fill('Hello');
  await expect(page.getByPlaceholder('Subject')).toHaveValue('Hello');
  await page.locator('#id').fill('42');
  await expect(page.getByPlaceholder('Id')).toHaveValue('42');
});
