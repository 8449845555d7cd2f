// Geolocation: fake the position with emulate('geolocation'), and answer the outside address lookup with a network mock.
import { $, browser, expect } from '@wdio/globals';

// Each value is the <dd> right after its <dt> term.
const valueOf = (term: string) => $(`//dt[normalize-space()="${term}"]/following-sibling::dd[1]`);

describe('Geolocation', () => {
  it('shows the faked position and its city', async () => {
    await browser.emulate('geolocation', { latitude: 38.7223, longitude: -9.1393, accuracy: 100 });
    // The page asks an outside reverse-geocoding service (named in /config.json) for the city.
    // Answer that request here (WebDriver BiDi intercepts it in the browser): no network needed.
    const config = await fetch(`${browser.options.baseUrl}/config.json`);
    const { reverseGeocodeUrl } = (await config.json()) as { reverseGeocodeUrl: string };
    const lookup = await browser.mock(`${reverseGeocodeUrl}*`);
    lookup.respond(
      { address: { city: 'Lisbon' } },
      { headers: { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' } },
    );

    await browser.url('/geolocation');
    await $('button=Request location').click();

    await expect(valueOf('Latitude')).toHaveText('38.7223');
    await expect(valueOf('Longitude')).toHaveText('-9.1393');
    await expect(valueOf('City')).toHaveText('Lisbon');
    expect(lookup.calls).toHaveLength(1);
  });
});
