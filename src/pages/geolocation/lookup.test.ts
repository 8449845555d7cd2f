import { describe, expect, it } from 'vitest';
import { cityOf, reverseLookupUrl } from './lookup';

describe('cityOf', () => {
  it('prefers the city, then the city district, then the town', () => {
    expect(cityOf({ city: 'Lisbon', city_district: 'Belém', town: 'Oeiras' })).toBe('Lisbon');
    expect(cityOf({ city_district: 'Belém', town: 'Oeiras' })).toBe('Belém');
    expect(cityOf({ town: 'Oeiras' })).toBe('Oeiras');
  });

  it('says "Address not found" when there is none of them', () => {
    expect(cityOf({})).toBe('Address not found');
    expect(cityOf(undefined)).toBe('Address not found');
    expect(cityOf({ city: '' })).toBe('Address not found');
  });
});

describe('reverseLookupUrl', () => {
  it('asks for JSON with address details at zoom 18', () => {
    const url = new URL(
      reverseLookupUrl('https://nominatim.openstreetmap.org/reverse', 38.7, -9.14),
    );
    expect(url.origin + url.pathname).toBe('https://nominatim.openstreetmap.org/reverse');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      format: 'json',
      lat: '38.7',
      lon: '-9.14',
      zoom: '18',
      addressdetails: '1',
    });
  });

  it('keeps a query the configured address already has', () => {
    const url = new URL(reverseLookupUrl('https://geo.example/reverse?key=abc', 1, 2));
    expect(url.searchParams.get('key')).toBe('abc');
    expect(url.searchParams.get('lat')).toBe('1');
  });
});
