import { axe, expect, test } from './fixtures';

const CARDS = [
  { id: '100', opacity: '1', label: 'Opacity 100' },
  { id: '50', opacity: '0.5', label: 'Opacity 50' },
  { id: '10', opacity: '0.1', label: 'Opacity 10' },
  { id: '01', opacity: '0.01', label: 'Opacity 1' },
  { id: '0', opacity: '0', label: 'Opacity 0' },
];

test('five cards, each at its opacity, with a fully opaque button', async ({ page }) => {
  await page.goto('/opacityValidation');
  await expect(page.getByRole('heading', { name: 'Opacity Levels' })).toBeVisible();
  await expect(
    page.getByText(
      'All five cards are in the DOM and clickable; they differ only in their CSS opacity.',
    ),
  ).toBeVisible();
  for (const card of CARDS) {
    const box = page.locator(`#opacity-${card.id}-card`);
    await expect(box).toHaveCSS('opacity', card.opacity);
    await expect(box).toContainText(`opacity: ${card.opacity}`);
    await expect(box).toContainText(`${card.label} text`);
    const button = box.getByRole('button', { name: `${card.label} button` });
    await expect(button).toHaveId(`opacity-${card.id}-button`);
    await expect(button).toHaveCSS('opacity', '1');
    expect((await box.boundingBox())!.width).toBeGreaterThanOrEqual(180);
  }
});

test('each click replaces the message; nothing shows before the first', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/opacityValidation');
  const status = page.getByRole('status');
  await expect(status).toHaveText('');
  await page.getByRole('button', { name: 'Opacity 0 button' }).click();
  await expect(status).toHaveText('✓ You clicked the Opacity 0 button!');
  await expect(status).toHaveClass(/text-success/);
  await page.getByRole('button', { name: 'Opacity 10 button' }).click();
  await expect(status).toHaveText('✓ You clicked the Opacity 10 button!');
  expect(consoleErrors).toEqual([]);
});

test('all five buttons are reached and pressed by keyboard', async ({ page }) => {
  await page.goto('/opacityValidation');
  await page.getByRole('button', { name: 'Opacity 100 button' }).focus();
  for (const card of CARDS) {
    await expect(page.getByRole('button', { name: `${card.label} button` })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toHaveText(`✓ You clicked the ${card.label} button!`);
    await page.keyboard.press('Tab');
  }
});

test('color contrast fails only inside the faded cards; every other rule passes', async ({
  page,
}) => {
  await page.goto('/opacityValidation');
  await expect(page.locator('#opacity-0-card')).toBeAttached();
  const serious = (violations: { impact?: string | null }[]) =>
    violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const outsideCards = await axe(page)
    .withRules(['color-contrast'])
    .exclude('[id^="opacity-"][id$="-card"]')
    .analyze();
  expect(serious(outsideCards.violations)).toEqual([]);
  const otherRules = await axe(page).disableRules(['color-contrast']).analyze();
  expect(serious(otherRules.violations)).toEqual([]);
});
