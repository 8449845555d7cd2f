/**
 * The listed exercises as home shows them and GET /api/exercises returns them (SPEC-2, Part C):
 * sections in category order, cards by title within a section.
 */
import { CATEGORIES, exercises, type Category, type Exercise } from './catalog.js';
import { compareText } from './textOrder.js';

/** A section's id, so a link can jump to it: "Forms & inputs" -> "forms-inputs". */
export function categorySlug(category: Category): string {
  return category
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Category order first, then title. */
export function compareInHomeOrder(a: Exercise, b: Exercise): number {
  return (
    CATEGORIES.indexOf(a.category) - CATEGORIES.indexOf(b.category) || compareText(a.title, b.title)
  );
}

/** The exercises that have a home card, in home order. */
export function listedInHomeOrder(all: readonly Exercise[] = exercises): Exercise[] {
  return all.filter((e) => e.listed !== false).sort(compareInHomeOrder);
}

export interface CategoryGroup<T> {
  category: Category;
  slug: string;
  items: T[];
}

/** One group per category that has items, in category order; items keep their given order. */
export function groupByCategory<T extends { category: Category }>(
  items: readonly T[],
): CategoryGroup<T>[] {
  return CATEGORIES.map((category) => ({
    category,
    slug: categorySlug(category),
    items: items.filter((item) => item.category === category),
  })).filter((group) => group.items.length > 0);
}
