const ADDRESS_NOT_FOUND = 'Address not found';
const REVERSE_LOOKUP_ZOOM = 18;

interface ReverseAddress {
  city?: string;
  city_district?: string;
  town?: string;
}

/** The reverse-lookup address for the given position, in the Nominatim query format. */
export function reverseLookupUrl(base: string, latitude: number, longitude: number): string {
  const url = new URL(base, window.location.href);
  url.searchParams.set('format', 'json');
  url.searchParams.set('lat', String(latitude));
  url.searchParams.set('lon', String(longitude));
  url.searchParams.set('zoom', String(REVERSE_LOOKUP_ZOOM));
  url.searchParams.set('addressdetails', '1');
  return url.toString();
}

/** City, else city district, else town, else "Address not found". */
export function cityOf(address: ReverseAddress | undefined): string {
  return address?.city || address?.city_district || address?.town || ADDRESS_NOT_FOUND;
}

/** Where the server says the lookup is (GET /config.json, set by REVERSE_GEOCODE_URL). */
export async function loadReverseGeocodeUrl(): Promise<string> {
  const response = await fetch('/config.json');
  if (!response.ok) throw new Error(`/config.json answered ${response.status}`);
  const { reverseGeocodeUrl } = (await response.json()) as { reverseGeocodeUrl: string };
  return reverseGeocodeUrl;
}

/** The city name at a position; throws when the lookup fails. */
export async function lookUpCity(base: string, latitude: number, longitude: number) {
  const response = await fetch(reverseLookupUrl(base, latitude, longitude));
  if (!response.ok) throw new Error(`reverse lookup answered ${response.status}`);
  const body = (await response.json()) as { address?: ReverseAddress };
  return cityOf(body.address);
}
