import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';

const LISBON = { latitude: 38.7223, longitude: -9.1393 };
// The server's default REVERSE_GEOCODE_URL; the test fulfils it, nothing leaves the machine.
const LOOKUP = 'https://nominatim.openstreetmap.org/reverse?**';

test.use({ geolocation: LISBON, permissions: ['geolocation'] });

const requestButton = (page: Page) => page.getByRole('button', { name: 'Request location' });
const details = (page: Page) => page.getByRole('definition');

function answer(route: Route, body: unknown, status = 200) {
  return route.fulfill({
    status,
    contentType: 'application/json',
    headers: { 'Access-Control-Allow-Origin': '*' },
    body: JSON.stringify(body),
  });
}

for (const [address, city] of [
  [{ city: 'Lisbon', city_district: 'Belém', town: 'Oeiras' }, 'Lisbon'],
  [{ city_district: 'Belém', town: 'Oeiras' }, 'Belém'],
  [{ town: 'Oeiras', road: 'Rua Augusta' }, 'Oeiras'],
  [{ road: 'Rua Augusta' }, 'Address not found'],
] as const) {
  test(`shows City "${city}" for the address ${JSON.stringify(address)}`, async ({
    page,
    consoleErrors,
  }) => {
    await page.route(LOOKUP, (route) => answer(route, { address }));
    await page.goto('/geolocation');
    await requestButton(page).click();
    await expect(page.getByRole('term')).toHaveText(['Latitude', 'Longitude', 'City']);
    await expect(details(page)).toHaveText([
      String(LISBON.latitude),
      String(LISBON.longitude),
      city,
    ]);
    await expect(requestButton(page)).toBeEnabled();
    expect(consoleErrors).toEqual([]);
  });
}

test('asks the lookup with format, lat, lon, zoom 18 and address details, showing a spinner meanwhile', async ({
  page,
  consoleErrors,
}) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const asked: URL[] = [];
  await page.route(LOOKUP, async (route) => {
    asked.push(new URL(route.request().url()));
    await held;
    await answer(route, { address: { city: 'Lisbon' } });
  });
  await page.goto('/geolocation');
  await requestButton(page).click();
  await expect(requestButton(page)).toBeDisabled();
  await expect(page.getByRole('status')).toHaveText('Waiting for the location…');
  await expect(requestButton(page).locator('.spinner-border')).toBeVisible();
  await expect.poll(() => asked.length).toBe(1);
  expect(asked[0]!.origin + asked[0]!.pathname).toBe('https://nominatim.openstreetmap.org/reverse');
  expect(Object.fromEntries(asked[0]!.searchParams)).toEqual({
    format: 'json',
    lat: String(LISBON.latitude),
    lon: String(LISBON.longitude),
    zoom: '18',
    addressdetails: '1',
  });
  release();
  await expect(details(page).last()).toHaveText('Lisbon');
  await expect(requestButton(page)).toBeEnabled();
  await expect(requestButton(page).locator('.spinner-border')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('a failed lookup is only logged: no card, and the spinner stays', async ({
  page,
  consoleErrors,
}) => {
  await page.route(LOOKUP, (route) => answer(route, { error: 'down' }, 500));
  await page.goto('/geolocation');
  await requestButton(page).click();
  await expect.poll(() => consoleErrors.join('\n')).toContain('Could not look up the address');
  await expect(requestButton(page)).toBeDisabled();
  await expect(requestButton(page).locator('.spinner-border')).toBeVisible();
  await expect(page.getByText('Latitude')).toHaveCount(0);
});

test.describe('without the location permission', () => {
  test.use({ permissions: [] });

  test('nothing is shown, the failure is logged and the button is usable again', async ({
    page,
    consoleErrors,
  }) => {
    let lookups = 0;
    await page.route(LOOKUP, (route) => {
      lookups++;
      return answer(route, { address: { city: 'Lisbon' } });
    });
    await page.goto('/geolocation');
    await requestButton(page).click();
    await expect.poll(() => consoleErrors.join('\n')).toContain('Could not get the position');
    await expect(requestButton(page)).toBeEnabled();
    await expect(page.getByText('Latitude')).toHaveCount(0);
    expect(lookups).toBe(0);
  });
});

test('a browser without geolocation shows nothing and logs it', async ({ page, consoleErrors }) => {
  await page.addInitScript(() => {
    delete (Navigator.prototype as { geolocation?: Geolocation }).geolocation;
  });
  await page.goto('/geolocation');
  await requestButton(page).click();
  await expect.poll(() => consoleErrors).toEqual(['Geolocation is not supported by this browser.']);
  await expect(requestButton(page)).toBeEnabled();
  await expect(page.getByText('Latitude')).toHaveCount(0);
});
