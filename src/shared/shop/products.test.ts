import { describe, expect, it } from 'vitest';
import { NO_BUGS } from './bugs';
import { listProducts, listQueryString, maxPerLine, parseListQuery } from './products';

const names = (query: Parameters<typeof listProducts>[0], bugs = NO_BUGS) =>
  listProducts(query, bugs).map((p) => p.name);

describe('listProducts', () => {
  it('sorts by name A to Z by default', () => {
    expect(names({ q: '', category: null, sort: 'name-asc' })).toEqual([
      'Camping Mug', 'Dry Bag', 'First Aid Kit', 'Head Torch', 'Hiking Boots', 'Map Case',
      'Rain Jacket', 'Sun Hat', 'Trail Backpack', 'Trekking Poles', 'Water Bottle', 'Wool Socks',
    ]); // prettier-ignore
  });

  it('sorts by price, ties by name', () => {
    expect(names({ q: '', category: 'Bags', sort: 'price-asc' })).toEqual([
      'Map Case',
      'Dry Bag',
      'Trail Backpack',
    ]);
    expect(names({ q: '', category: null, sort: 'price-desc' })[0]).toBe('Hiking Boots');
  });

  it('searches the trimmed text in any case and combines it with the category', () => {
    expect(names({ q: '  BACKpack ', category: null, sort: 'name-asc' })).toEqual([
      'Trail Backpack',
    ]);
    expect(names({ q: 'a', category: 'Clothing', sort: 'name-asc' })).toEqual([
      'Rain Jacket',
      'Sun Hat',
    ]);
    expect(names({ q: 'zzz', category: null, sort: 'name-asc' })).toEqual([]);
  });

  it('B02 keeps the name order for price low to high; B06 matches case', () => {
    const b02 = new Set(['B02'] as const);
    expect(names({ q: '', category: null, sort: 'price-asc' }, b02)[0]).toBe('Camping Mug');
    expect(names({ q: '', category: 'Bags', sort: 'price-asc' }, b02)).toEqual([
      'Dry Bag',
      'Map Case',
      'Trail Backpack',
    ]);
    expect(names({ q: 'backpack', category: null, sort: 'name-asc' }, new Set(['B06']))).toEqual(
      [],
    );
  });
});

describe('the address query', () => {
  it('falls back to defaults for bad values', () => {
    expect(parseListQuery(new URLSearchParams('q=%20mug%20&category=Shoes&sort=cheap'))).toEqual({
      q: 'mug',
      category: null,
      sort: 'name-asc',
    });
  });
  it('leaves defaults out', () => {
    expect(listQueryString({ q: '', category: null, sort: 'name-asc' })).toBe('');
    expect(listQueryString({ q: 'bag', category: 'Bags', sort: 'price-asc' })).toBe(
      '?q=bag&category=Bags&sort=price-asc',
    );
  });
});

describe('maxPerLine', () => {
  it('is min(5, stock), 6 with B09', () => {
    expect([10, 2, 0].map((stock) => maxPerLine(stock, NO_BUGS))).toEqual([5, 2, 0]);
    expect([10, 2, 0].map((stock) => maxPerLine(stock, new Set(['B09'])))).toEqual([6, 2, 0]);
  });
});
