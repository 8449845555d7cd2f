// The twelve products and the list's rules (SPEC-4, page 72). Stock is fixed: orders never change it.
import type { ActiveBugs } from './bugs.js';

export const PRODUCT_CATEGORIES = ['Bags', 'Clothing', 'Outdoor'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

export interface Product {
  id: number;
  slug: string;
  name: string;
  category: ProductCategory;
  /** US cents. */
  price: number;
  stock: number;
  description: string;
}

export const PRODUCTS: readonly Product[] = [
  { id: 1, slug: 'trail-backpack', name: 'Trail Backpack', category: 'Bags', price: 4999, stock: 10, description: 'A 28-litre pack with a rain cover and a padded hip belt.' },
  { id: 2, slug: 'water-bottle', name: 'Water Bottle', category: 'Outdoor', price: 1450, stock: 10, description: 'Steel, keeps drinks cold for 24 hours.' },
  { id: 3, slug: 'rain-jacket', name: 'Rain Jacket', category: 'Clothing', price: 8900, stock: 10, description: 'Waterproof, breathable and packs into its own pocket.' },
  { id: 4, slug: 'wool-socks', name: 'Wool Socks', category: 'Clothing', price: 1299, stock: 10, description: 'Merino blend with a cushioned heel, sold as one pair.' },
  { id: 5, slug: 'head-torch', name: 'Head Torch', category: 'Outdoor', price: 2495, stock: 10, description: '300 lumens, a red light mode and USB charging.' },
  { id: 6, slug: 'camping-mug', name: 'Camping Mug', category: 'Outdoor', price: 999, stock: 10, description: 'Enamel, 350 ml, with a folding handle.' },
  { id: 7, slug: 'hiking-boots', name: 'Hiking Boots', category: 'Clothing', price: 11900, stock: 0, description: 'Leather uppers and a grippy sole for rocky trails.' },
  { id: 8, slug: 'sun-hat', name: 'Sun Hat', category: 'Clothing', price: 1999, stock: 2, description: 'Wide brim, UPF 50, folds flat.' },
  { id: 9, slug: 'first-aid-kit', name: 'First Aid Kit', category: 'Outdoor', price: 2950, stock: 10, description: 'Forty pieces in a zipped case.' },
  { id: 10, slug: 'map-case', name: 'Map Case', category: 'Bags', price: 1500, stock: 10, description: 'Clear, waterproof, with a neck cord.' },
  { id: 11, slug: 'trekking-poles', name: 'Trekking Poles', category: 'Outdoor', price: 5990, stock: 10, description: 'Aluminium, adjustable, with cork grips.' },
  { id: 12, slug: 'dry-bag', name: 'Dry Bag', category: 'Bags', price: 2200, stock: 10, description: 'Ten litres, roll-top, keeps gear dry.' },
]; // prettier-ignore

export const PRODUCT_COUNT = PRODUCTS.length;

export const productById = (id: number): Product | undefined => PRODUCTS.find((p) => p.id === id);

/** Where a product's picture is served (one SVG per product, under public/). */
export const productImage = (slug: string) => `/media/shop/${slug}.svg`;
/** The one drawing every product shows while B01 is active. */
export const IMAGE_NOT_FOUND = '/media/shop/image-not-found.svg';

/** The most of one product a cart line may hold: min(5, stock). */
export function maxPerLine(stock: number, bugs: ActiveBugs): number {
  if (bugs.has('B09')) return Math.min(6, stock);
  return Math.min(5, stock);
}

export const SORTS = ['name-asc', 'name-desc', 'price-asc', 'price-desc'] as const;
export type Sort = (typeof SORTS)[number];
export const DEFAULT_SORT: Sort = 'name-asc';

export const SORT_LABELS: Record<Sort, string> = {
  'name-asc': 'Name (A to Z)',
  'name-desc': 'Name (Z to A)',
  'price-asc': 'Price (low to high)',
  'price-desc': 'Price (high to low)',
};

/** The list's controls as the address holds them (`?q=…&category=…&sort=…`, defaults omitted). */
export interface ListQuery {
  q: string;
  category: ProductCategory | null;
  sort: Sort;
}

export const DEFAULT_LIST_QUERY: ListQuery = { q: '', category: null, sort: DEFAULT_SORT };

/** Reads the address' query; a bad value falls back to its default. */
export function parseListQuery(params: URLSearchParams): ListQuery {
  const category = params.get('category');
  const sort = params.get('sort');
  return {
    q: (params.get('q') ?? '').trim(),
    category: (PRODUCT_CATEGORIES as readonly string[]).includes(category ?? '')
      ? (category as ProductCategory)
      : null,
    sort: (SORTS as readonly string[]).includes(sort ?? '') ? (sort as Sort) : DEFAULT_SORT,
  };
}

/** The address' query for these controls, defaults left out. */
export function listQueryString({ q, category, sort }: ListQuery): string {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q.trim());
  if (category) params.set('category', category);
  if (sort !== DEFAULT_SORT) params.set('sort', sort);
  const text = params.toString();
  return text ? `?${text}` : '';
}

const byName = (a: Product, b: Product) => a.name.localeCompare(b.name, 'en');

function compare(sort: Sort, bugs: ActiveBugs): (a: Product, b: Product) => number {
  switch (sort) {
    case 'name-asc':
      return byName;
    case 'name-desc':
      return (a, b) => byName(b, a);
    case 'price-asc':
      if (bugs.has('B02')) return byName;
      return (a, b) => a.price - b.price || byName(a, b);
    case 'price-desc':
      return (a, b) => b.price - a.price || byName(a, b);
  }
}

function matchesSearch(product: Product, q: string, bugs: ActiveBugs): boolean {
  if (bugs.has('B06')) return product.name.includes(q);
  return product.name.toLowerCase().includes(q.toLowerCase());
}

/** The products the list shows: search (trimmed, any case) and category combined, then sorted. */
export function listProducts(query: ListQuery, bugs: ActiveBugs): Product[] {
  const q = query.q.trim();
  return PRODUCTS.filter(
    (p) => (!query.category || p.category === query.category) && matchesSearch(p, q, bugs),
  ).sort(compare(query.sort, bugs));
}
