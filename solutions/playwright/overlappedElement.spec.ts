// Overlapped Element: scroll a box so a covered input comes clear before typing into it.
import { expect, test } from '@playwright/test';

test('scrolls Name clear of the grey block, then types into it', async ({ page }) => {
  await page.goto('/overlappedElement');
  // The scrolling box is a region named "Fields"; scroll it down so Name leaves the block.
  await page.getByRole('region', { name: 'Fields' }).evaluate((box) => box.scrollBy(0, 40));
  const name = page.getByPlaceholder('Name');
  await name.click();
  await name.pressSequentially('Alice');
  await expect(name).toHaveValue('Alice');
  await expect(page.getByRole('status')).toHaveText('Name: Alice');
});

test('typing while Name is covered (a forced fill) empties it', async ({ page }) => {
  await page.goto('/overlappedElement');
  const name = page.getByPlaceholder('Name');
  // fill() does not check what is on top; the page does, and clears the field.
  await name.fill('Alice', { force: true });
  await expect(name).toHaveValue('');
  await expect(page.getByRole('status')).toHaveText(
    'Name was cleared: it was covered while you typed.',
  );
});
