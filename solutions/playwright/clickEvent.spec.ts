// Click events: a tool's real click is trusted; a script's element.click() or dispatchEvent is not.
import { expect, test } from '@playwright/test';

test("Playwright's click is a real pointer click", async ({ page }) => {
  await page.goto('/clickEvent');
  await page.getByRole('button', { name: 'Button that ignores script clicks' }).click();
  await expect(page.getByRole('status')).toHaveText('Clicked with a real pointer.');
});

test('a dispatched click event is ignored', async ({ page }) => {
  await page.goto('/clickEvent');
  // dispatchEvent builds the event in the page, so the browser marks it untrusted.
  await page
    .getByRole('button', { name: 'Button that ignores script clicks' })
    .dispatchEvent('click');
  await expect(page.getByRole('status')).toHaveText('Ignored a click dispatched by a script.');
});

test('Enter on the focused button is a keyboard click', async ({ page }) => {
  await page.goto('/clickEvent');
  await page.getByRole('button', { name: 'Button that ignores script clicks' }).press('Enter');
  await expect(page.getByRole('status')).toHaveText('Clicked with the keyboard.');
});
