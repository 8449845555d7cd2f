// Dynamic controls: wait for an element to be detached and for a field to become enabled.
import { expect, test } from '@playwright/test';

test('a removed checkbox is detached and an enabled field takes text', async ({ page }) => {
  await page.goto('/dynamicControls');
  const removeOrAdd = page.getByRole('region', { name: 'Remove or add' });
  const checkbox = removeOrAdd.getByRole('checkbox', { name: 'Subscribe' });
  await removeOrAdd.getByRole('button', { name: 'Remove' }).click();
  // Web-first assertions retry until the 3-second change is done (the default timeout is 5 s).
  await expect(removeOrAdd.getByRole('status')).toHaveText('The checkbox is gone.');
  await expect(checkbox).not.toBeAttached();

  const enableOrDisable = page.getByRole('region', { name: 'Enable or disable' });
  const field = enableOrDisable.getByRole('textbox', { name: 'Text field' });
  await expect(field).toBeDisabled();
  await enableOrDisable.getByRole('button', { name: 'Enable' }).click();
  // fill() itself waits for the field to be enabled before typing.
  await field.fill('Hello after the wait');
  await expect(field).toHaveValue('Hello after the wait');
  await expect(enableOrDisable.getByRole('status')).toHaveText('The field is enabled.');
});
