import { describe, expect, it } from 'vitest';
import { CATEGORIES, exercises, type Exercise } from './catalog';
import { categorySlug, groupByCategory, listedInHomeOrder } from './exerciseList';

const entry = (title: string, category: Exercise['category'], listed?: boolean): Exercise => ({
  path: `/${title}`,
  page: title,
  category,
  title,
  description: `${title} page`,
  icon: 'star',
  listed,
});

describe('categorySlug', () => {
  it('gives every category the id SPEC-2 names', () => {
    expect(CATEGORIES.map(categorySlug)).toEqual([
      'basics',
      'forms-inputs',
      'waits-timing',
      'tables-data',
      'dom-structure',
      'mouse-keyboard',
      'browser-features',
      'media',
      'server-network',
      'auth-sessions',
      'practice-apps',
    ]);
  });
});

describe('listedInHomeOrder', () => {
  it('leaves out unlisted pages and sorts by category order, then title', () => {
    const all = [
      entry('Zoom', 'Media'),
      entry('counter', 'Basics'),
      entry('Hidden', 'Basics', false),
      entry('Alert', 'Auth & sessions'),
      entry('Button', 'Basics'),
      entry('Checkbox', 'Forms & inputs'),
    ];
    expect(listedInHomeOrder(all).map((e) => e.title)).toEqual([
      'Button',
      'counter',
      'Checkbox',
      'Zoom',
      'Alert',
    ]);
  });

  it('lists every listed catalog page once by default', () => {
    const listed = listedInHomeOrder();
    expect(listed).toHaveLength(exercises.filter((e) => e.listed !== false).length);
    expect(new Set(listed.map((e) => e.path)).size).toBe(listed.length);
  });
});

describe('groupByCategory', () => {
  it('makes one group per category with items, in category order, items in their order', () => {
    const items = [entry('B', 'Media'), entry('A', 'Basics'), entry('C', 'Media')];
    expect(groupByCategory(items)).toEqual([
      { category: 'Basics', slug: 'basics', items: [items[1]] },
      { category: 'Media', slug: 'media', items: [items[0], items[2]] },
    ]);
  });

  it('has no groups without items', () => {
    expect(groupByCategory([])).toEqual([]);
  });
});
