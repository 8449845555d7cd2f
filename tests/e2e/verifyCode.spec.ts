import { expect, test } from './fixtures';

test('Get Code shows a four-digit code, the input and Verify, and hides itself', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/verifyCode');
  const getCode = page.getByRole('button', { name: 'Get Code' });
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Verify' })).toHaveCount(0);
  await getCode.click();
  await expect(getCode).toHaveCount(0);
  await expect(page.getByText(/^The code is: [1-9]\d{3}$/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Enter the code' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Verify' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('the exact code is valid, anything else is not; the alert is dismissible', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/verifyCode');
  await page.getByRole('button', { name: 'Get Code' }).click();
  const code = (await page.getByText(/^The code is:/).textContent())!.replace('The code is: ', '');
  const input = page.getByRole('textbox', { name: 'Enter the code' });
  const verify = page.getByRole('button', { name: 'Verify' });
  const alert = page.getByRole('alert');

  await input.fill(code === '1234' ? '4321' : '1234');
  await verify.click();
  await expect(alert).toHaveText('Invalid Code. Try again.');
  await expect(alert).toHaveClass(/alert-danger/);

  await alert.getByRole('button', { name: 'Close' }).click();
  await expect(alert).toHaveCount(0);

  await input.fill(` ${code}`);
  await verify.click();
  await expect(alert).toHaveText('Invalid Code. Try again.');

  await input.fill(code);
  await input.press('Enter');
  await expect(alert).toHaveText('Valid Code');
  await expect(alert).toHaveClass(/alert-success/);
  await alert.getByRole('button', { name: 'Close' }).click();
  await expect(alert).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('the same seed draws the same code', async ({ page }) => {
  const codeFor = async () => {
    await page.goto('/verifyCode?seed=123');
    await page.getByRole('button', { name: 'Get Code' }).click();
    return page.getByText(/^The code is:/).textContent();
  };
  expect(await codeFor()).toBe(await codeFor());
});
