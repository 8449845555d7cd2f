import { describe, expect, it } from 'vitest';
import { exercises, type Exercise } from '../../shared/catalog';
import { byTree, pageSolutionFiles, solutionGroups, solutionPagesOf } from './solutionPaths';

const FILES = [
  'playwright/shop/tc01.spec.ts',
  'playwright/shop/pages/LoginPage.ts',
  'playwright/shop/fixtures.ts',
  'playwright/shopBugs.spec.ts',
  'playwright/shoppingCart.spec.ts',
  'selenium/shop/pages/__init__.py',
  'selenium/shop/pages/login_page.py',
  'selenium/shop/conftest.py',
  'selenium/test_shopBugs.py',
];

describe('pageSolutionFiles', () => {
  it("gives a page's file, or its folder's source files, files before subfolders", () => {
    expect(pageSolutionFiles('playwright', 'shop', FILES)).toEqual([
      'playwright/shop/fixtures.ts',
      'playwright/shop/tc01.spec.ts',
      'playwright/shop/pages/LoginPage.ts',
    ]);
    expect(pageSolutionFiles('selenium', 'shop', FILES)).toEqual([
      'selenium/shop/conftest.py',
      'selenium/shop/pages/login_page.py',
    ]);
    expect(pageSolutionFiles('playwright', 'shopBugs', FILES)).toEqual([
      'playwright/shopBugs.spec.ts',
    ]);
    expect(pageSolutionFiles('selenium', 'shoppingCart', FILES)).toEqual([]);
  });

  it('orders a tree: files first at each level, then by name', () => {
    expect(['b/a.ts', 'z.ts', 'a/b/c.ts', 'a/z.ts'].sort(byTree)).toEqual([
      'z.ts',
      'a/z.ts',
      'a/b/c.ts',
      'b/a.ts',
    ]);
  });
});

describe('solutionPagesOf', () => {
  it("adds the suites of the page whose path holds the page's path", () => {
    const pages = (page: string) => solutionPagesOf(page, exercises).map((e) => e.page);
    expect(pages('shopTestCases')).toEqual(['shopTestCases', 'shop']);
    expect(pages('shopBugs')).toEqual(['shopBugs', 'shop']);
    expect(pages('shop')).toEqual(['shop']);
    expect(pages('shoppingCart')).toEqual(['shoppingCart']);
    expect(pages('counter')).toEqual(['counter']);
  });

  it('holds every other listed page to its own solutions', () => {
    const sharing = exercises
      .filter((e) => e.listed !== false)
      .filter((e) => solutionPagesOf(e.page, exercises).length > 1)
      .map((e) => e.page);
    expect(sharing).toEqual(['shopTestCases', 'shopBugs']);
  });

  it('gives nothing for an unlisted page', () => {
    const unlisted: Exercise = { ...exercises[0]!, page: 'hidden', listed: false };
    expect(solutionPagesOf('hidden', [...exercises, unlisted])).toEqual([]);
  });
});

describe('solutionGroups', () => {
  it("shows a page's own file first, then the suite it shares, leaving out a page without files", () => {
    const groups = solutionGroups('playwright', 'shopBugs', exercises, FILES);
    expect(groups.map((g) => [g.exercise.page, g.files])).toEqual([
      ['shopBugs', ['playwright/shopBugs.spec.ts']],
      [
        'shop',
        [
          'playwright/shop/fixtures.ts',
          'playwright/shop/tc01.spec.ts',
          'playwright/shop/pages/LoginPage.ts',
        ],
      ],
    ]);
    expect(
      solutionGroups('selenium', 'shopTestCases', exercises, FILES).map((g) => g.exercise.page),
    ).toEqual(['shop']);
  });
});
