import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render';
import GeolocationPage from '.';

const CONFIGURED = 'https://geo.example/reverse';

beforeEach(() => {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition: (ok: PositionCallback) =>
        ok({ coords: { latitude: 52.52, longitude: 13.405 } } as GeolocationPosition),
    },
  });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function serve(lookup: () => Response) {
  const fetch = vi.fn(async (url: string) =>
    url === '/config.json' ? Response.json({ reverseGeocodeUrl: CONFIGURED }) : lookup(),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

it('looks the position up at the configured address and shows the card', async () => {
  const fetch = serve(() => Response.json({ address: { city_district: 'Mitte' } }));
  const user = userEvent.setup();
  renderPage(<GeolocationPage />);
  await user.click(screen.getByRole('button', { name: 'Request location' }));
  expect(await screen.findByText('Mitte')).toBeInTheDocument();
  expect(screen.getByText('52.52')).toBeInTheDocument();
  expect(screen.getByText('13.405')).toBeInTheDocument();
  const lookupUrl = new URL(fetch.mock.calls[1]![0]);
  expect(lookupUrl.origin + lookupUrl.pathname).toBe(CONFIGURED);
  expect(lookupUrl.searchParams.get('zoom')).toBe('18');
  expect(screen.getByRole('button', { name: 'Request location' })).toBeEnabled();
});

it('keeps waiting, shows nothing and logs when the lookup fails', async () => {
  serve(() => new Response('down', { status: 503 }));
  const user = userEvent.setup();
  renderPage(<GeolocationPage />);
  await user.click(screen.getByRole('button', { name: 'Request location' }));
  await vi.waitFor(() =>
    expect(console.error).toHaveBeenCalledWith('Could not look up the address:', expect.any(Error)),
  );
  expect(screen.getByRole('button', { name: 'Request location' })).toBeDisabled();
  expect(screen.getByRole('status')).toHaveTextContent('Waiting for the location…');
  expect(screen.queryByText('Latitude')).not.toBeInTheDocument();
});
