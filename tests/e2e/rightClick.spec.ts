import { expect, test } from './fixtures';

test('a right-click changes the label and style for good', async ({ page, consoleErrors }) => {
  await page.goto('/rightClick');
  const button = page.getByRole('button', { name: 'Right click here' });
  await expect(button).toHaveClass(/btn-primary/);
  await button.click();
  await expect(page.getByRole('button', { name: 'Right click here' })).toBeVisible();

  await button.click({ button: 'right' });
  const changed = page.getByRole('button', { name: 'The button was right clicked' });
  await expect(changed).toHaveClass(/btn-secondary/);
  await changed.click();
  await changed.click({ button: 'right' });
  await expect(changed).toHaveText('The button was right clicked');
  expect(consoleErrors).toEqual([]);
});
