// Delete elements: add items to a list, delete them by their accessible names, check what is left.
import { expect, test } from '@playwright/test';

test('adds an element with Enter and deletes elements by name', async ({ page }) => {
  await page.goto('/deleteElements');
  const items = page.getByRole('list', { name: 'Elements' }).getByRole('listitem');
  await expect(items).toHaveText(['Element 1', 'Element 2', 'Element 3']);

  // The form has no button: Enter submits it.
  await page.getByLabel('New element').fill('Milk');
  await page.getByLabel('New element').press('Enter');
  await expect(items).toHaveText(['Element 1', 'Element 2', 'Element 3', 'Milk']);

  // Each close button is an icon; its aria-label names the element it deletes.
  await page.getByRole('button', { name: 'Delete Element 2' }).click();
  await expect(items).toHaveText(['Element 1', 'Element 3', 'Milk']);

  for (const name of ['Element 1', 'Element 3', 'Milk'])
    await page.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(page.getByRole('status')).toHaveText(
    'No elements to display. Add some using the input above.',
  );
});
