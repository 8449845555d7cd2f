import { gotoWithTimeStopped } from './clock';
import { expect, test } from './fixtures';

test('Remove takes the checkbox out of the DOM after 3 s, Add brings it back unchecked', async ({
  page,
  consoleErrors,
}) => {
  await gotoWithTimeStopped(page, '/dynamicControls');
  const section = page.getByRole('region', { name: 'Remove or add' });
  const checkbox = section.getByRole('checkbox', { name: 'Subscribe' });
  const message = section.getByRole('status');
  await checkbox.check();

  await section.getByRole('button', { name: 'Remove' }).click();
  await expect(section.getByText('Working on it…')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Remove' })).toBeDisabled();
  await page.clock.runFor(2999);
  await expect(checkbox).toBeAttached();
  await page.clock.runFor(1);
  await expect(message).toHaveText('The checkbox is gone.');
  await expect(checkbox).not.toBeAttached();
  await expect(section.getByText('Working on it…')).toHaveCount(0);

  await section.getByRole('button', { name: 'Add' }).click();
  await expect(message).toHaveText('');
  await expect(section.getByRole('button', { name: 'Add' })).toBeDisabled();
  await page.clock.runFor(3000);
  await expect(message).toHaveText('The checkbox is back.');
  await expect(checkbox).not.toBeChecked();
  await expect(section.getByRole('button', { name: 'Remove' })).toBeEnabled();
  expect(consoleErrors).toEqual([]);
});

test('Enable makes the field typeable after 3 s, Disable locks it again', async ({ page }) => {
  await gotoWithTimeStopped(page, '/dynamicControls');
  const section = page.getByRole('region', { name: 'Enable or disable' });
  const field = section.getByRole('textbox', { name: 'Text field' });
  const message = section.getByRole('status');
  await expect(field).toBeDisabled();

  await section.getByRole('button', { name: 'Enable' }).click();
  await expect(section.getByText('Working on it…')).toBeVisible();
  await page.clock.runFor(3000);
  await expect(message).toHaveText('The field is enabled.');
  await field.fill('typed after waiting');
  await expect(field).toHaveValue('typed after waiting');

  await section.getByRole('button', { name: 'Disable' }).click();
  await expect(message).toHaveText('');
  await page.clock.runFor(3000);
  await expect(message).toHaveText('The field is disabled.');
  await expect(field).toBeDisabled();
  await expect(section.getByRole('button', { name: 'Enable' })).toBeEnabled();
});

test('the two sections work independently and leaving mid-change leaves no error', async ({
  page,
  consoleErrors,
}) => {
  await gotoWithTimeStopped(page, '/dynamicControls');
  await page.getByRole('button', { name: 'Remove' }).click();
  await page.clock.runFor(1000);
  await page.getByRole('button', { name: 'Enable' }).click();
  await page.clock.runFor(2000);
  await expect(page.getByText('The checkbox is gone.')).toBeVisible();
  await expect(page.getByText('The field is enabled.')).toBeHidden();
  await page.getByRole('button', { name: 'Go Back' }).click();
  await page.clock.runFor(5000);
  await expect(page).toHaveURL('/');
  expect(consoleErrors).toEqual([]);
});
