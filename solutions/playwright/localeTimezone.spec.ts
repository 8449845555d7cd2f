// Locale & Time Zone: run the browser in another locale and zone, and pin "now" with the clock.
import { expect, test } from '@playwright/test';

test.describe('a German browser in Berlin', () => {
  // Context options: language, Intl locale and time zone of every page in this group.
  test.use({ locale: 'de-DE', timezoneId: 'Europe/Berlin' });

  test('shows the instant, the price and midnight as Berlin sees them', async ({ page }) => {
    // Date.now() and new Date() answer this instant for the whole test.
    await page.clock.setFixedTime(new Date('2025-06-30T23:30:00Z'));
    await page.goto('/localeTimezone');

    await expect(page.getByText('Time zone: Europe/Berlin')).toBeVisible();
    await expect(page.getByText('Local date and time: 2025-07-01 01:30:00')).toBeVisible();
    await expect(page.getByText('Offset at that instant: UTC+02:00')).toBeVisible();
    // Intl puts a no-break space (U+00A0) before the euro sign.
    await expect(page.getByText('Price: 1.234,50\u00a0€', { exact: true })).toBeVisible();
    await expect(page.getByRole('timer', { name: 'Time to local midnight' })).toHaveText(
      'Next local midnight in 22:30:00',
    );
  });
});

test.describe('an American browser in New York', () => {
  test.use({ locale: 'en-US', timezoneId: 'America/New_York' });

  test('is four and a half hours from midnight at the same instant', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2025-06-30T23:30:00Z'));
    await page.goto('/localeTimezone');
    await expect(page.getByText('Price: €1,234.50')).toBeVisible();
    await expect(page.getByRole('timer', { name: 'Time to local midnight' })).toHaveText(
      'Next local midnight in 04:30:00',
    );
  });
});
