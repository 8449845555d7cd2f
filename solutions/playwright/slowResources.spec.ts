// Slow Resources: wait for a slow server answer with a web-first assertion and a longer timeout.
import { expect, test } from '@playwright/test';

test('the server answers after the delay', async ({ page }) => {
  // goto returns at the load event: the slow request is still under way.
  await page.goto('/slowResources?delay=2');
  const status = page.getByRole('status');
  await expect(status).toHaveText('Waiting for the server… (it answers after 2 s)');
  await expect(page.getByRole('button', { name: 'Send again' })).toBeDisabled();
  // Allow more than the delay: the default assertion timeout may be shorter than a slow answer.
  await expect(status).toHaveText('The server answered after 2 s.', { timeout: 10_000 });
  await expect(page.getByRole('button', { name: 'Send again' })).toBeEnabled();
});

test('the response itself can be awaited', async ({ page }) => {
  const response = page.waitForResponse('**/api/slow?delay=1');
  await page.goto('/slowResources?delay=1');
  expect(await (await response).json()).toEqual({
    message: 'Answered after 1 s.',
    delaySeconds: 1,
  });
});
