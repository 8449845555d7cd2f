import { expect, test } from './fixtures';

const VARIANTS = ['Variant A: Try it free for 30 days', 'Variant B: Start your free trial today'];

test('the heading is one of the two variants, then a paragraph on split testing', async ({
  page,
}) => {
  await page.goto('/abTest');
  const heading = page.getByRole('heading', { level: 2 });
  expect(VARIANTS).toContain(await heading.textContent());
  await expect(page.getByText(/Split testing \(A\/B testing\) shows each visitor/)).toBeVisible();
});

test('a fixed seed picks the same variant on every load', async ({ page }) => {
  const heading = page.getByRole('heading', { level: 2 });
  await page.goto('/abTest?seed=7');
  await expect(heading).toHaveText(VARIANTS[0]!);
  await page.reload();
  await expect(heading).toHaveText(VARIANTS[0]!);
  await page.goto('/abTest?seed=1');
  await expect(heading).toHaveText(VARIANTS[1]!);
});

test('with abOptOut=true set before loading, the standard heading', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'abOptOut', value: 'true', url: baseURL! }]);
  await page.goto('/abTest?seed=7');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(
    'No A/B test: showing the standard page',
  );
});

test('another value of the cookie does not opt out', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'abOptOut', value: 'false', url: baseURL! }]);
  await page.goto('/abTest?seed=7');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(VARIANTS[0]!);
});
