// Geolocation: grant the permission, fake the position, and answer the outside address lookup.
import { expect, test } from '@playwright/test';

// Every page in this file may read the position, and the browser says it is in Lisbon.
test.use({ permissions: ['geolocation'], geolocation: { latitude: 38.7223, longitude: -9.1393 } });

test('shows the faked position and its city', async ({ page }) => {
  // The page asks an outside reverse-geocoding service for the city. Answer that request here, so
  // the test needs no network and its result is known.
  await page.route(
    (url) => url.searchParams.get('addressdetails') === '1',
    (route) =>
      route.fulfill({
        json: { address: { city: 'Lisbon' } },
        headers: { 'Access-Control-Allow-Origin': '*' },
      }),
  );
  await page.goto('/geolocation');
  await page.getByRole('button', { name: 'Request location' }).click();

  await expect(page.getByRole('term')).toHaveText(['Latitude', 'Longitude', 'City']);
  await expect(page.getByRole('definition')).toHaveText(['38.7223', '-9.1393', 'Lisbon']);
});
