import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exercises, type Exercise } from '../../src/shared/catalog';
import {
  listSolutions,
  missingSolutions,
  pagesWithSolutions,
  readSolution,
  SOLUTIONS_DIR,
  techniqueOf,
  zippedSolutions,
} from './solutionFiles';
import { solutionsTable } from './solutionsReadme';

describe('the catalog and its reference solutions', () => {
  it('has all three solutions, Playwright, Selenium and WebdriverIO, for every listed page', () => {
    expect(missingSolutions(exercises, SOLUTIONS_DIR)).toEqual([]);
  });

  it('opens every solution file with its "<Page>: <technique>" comment line', () => {
    const withoutTechnique = listSolutions(SOLUTIONS_DIR)
      .filter(({ file }) => techniqueOf(readSolution(SOLUTIONS_DIR, file)) === '')
      .map(({ file }) => file);
    expect(withoutTechnique).toEqual([]);
  });
});

const entry = (page: string, listed?: boolean): Exercise => ({
  path: `/${page}`,
  page,
  category: 'Basics',
  title: page,
  description: page,
  icon: 'circle',
  ...(listed === undefined ? {} : { listed }),
});

describe('pagesWithSolutions', () => {
  it('names each listed page folder once and leaves unlisted pages out', () => {
    const catalog = [
      entry('counter'),
      entry('counter'),
      entry('inbox', false),
      entry('form', true),
    ];
    expect(pagesWithSolutions(catalog)).toEqual(['counter', 'form']);
  });
});

describe('missingSolutions and listSolutions', () => {
  const root = mkdtempSync(join(tmpdir(), 'solutions-'));
  mkdirSync(join(root, 'playwright'));
  mkdirSync(join(root, 'selenium'));
  writeFileSync(join(root, 'playwright/counter.spec.ts'), '// Counter: x\n');
  writeFileSync(join(root, 'playwright/playwright.config.ts'), '');
  writeFileSync(join(root, 'selenium/test_counter.py'), '# Counter: x\n');
  writeFileSync(join(root, 'selenium/conftest.py'), '');
  writeFileSync(join(root, 'playwright/form.spec.ts'), '');
  mkdirSync(join(root, 'webdriverio/support'), { recursive: true });
  writeFileSync(join(root, 'webdriverio/counter.e2e.ts'), '// Counter: x\n');
  writeFileSync(join(root, 'webdriverio/wdio.conf.ts'), '');
  writeFileSync(join(root, 'webdriverio/support/chrome.ts'), '// the browser\n');

  it('names each file a listed page lacks', () => {
    expect(missingSolutions([entry('counter'), entry('form')], root)).toEqual([
      'selenium/test_form.py',
      'webdriverio/form.e2e.ts',
    ]);
  });

  it('lists the solution files only, not the configuration beside them', () => {
    expect(listSolutions(root)).toEqual([
      { kind: 'playwright', page: 'counter', file: 'playwright/counter.spec.ts' },
      { kind: 'playwright', page: 'form', file: 'playwright/form.spec.ts' },
      { kind: 'selenium', page: 'counter', file: 'selenium/test_counter.py' },
      { kind: 'webdriverio', page: 'counter', file: 'webdriverio/counter.e2e.ts' },
    ]);
  });
});

describe('solution folders', () => {
  // A page whose solution of a kind is a folder of page objects and tests (the shop's suites).
  const root = mkdtempSync(join(tmpdir(), 'solutions-'));
  const write = (file: string, text = `// ${file}: x\n`) => {
    mkdirSync(join(root, file, '..'), { recursive: true });
    writeFileSync(join(root, file), text);
  };
  write('README.md', '# Solutions\n\n<!-- solutions-table -->\n');
  write('playwright/playwright.config.ts', '');
  write('playwright/counter.spec.ts', '// Counter: read a value.\n');
  write('selenium/test_counter.py', '# Counter: wait for a value.\n');
  write('playwright/shop/tc01.spec.ts');
  write('playwright/shop/pages/LoginPage.ts');
  write('playwright/shop/pages/CartPage.ts');
  write('playwright/shop/tc22.spec.ts-snapshots/list.png', 'PNG');
  write('playwright/shop/.auth/standard_user.json', '{}');
  write('playwright/test-results/run/trace.zip', 'zip');
  write('selenium/shop/conftest.py', '# Shop: fixtures\n');
  write('selenium/shop/test_tc01.py', '# Shop: TC01\n');
  write('selenium/shop/pages/__init__.py', '');
  write('selenium/shop/pages/login_page.py', '# Shop: the login view\n');
  write('selenium/shop/__pycache__/conftest.cpython-312.pyc', 'bytes');
  write('selenium/shopBugs/notes.txt', 'no source file: not a solution folder');
  write('webdriverio/counter.e2e.ts', '// Counter: wait with a matcher.\n');
  write('webdriverio/wdio.conf.ts', '');
  write('webdriverio/support/chrome.ts', '// the browser\n');
  write('webdriverio/shop/specs/login.e2e.ts', '// Shop: TC01\n');
  write('webdriverio/shop/pages/LoginPage.ts', '// Shop: the login view\n');
  const shop = (listed?: boolean) => ({ ...entry('shop', listed), path: '/shop' });

  it("lists each folder's source files with the page, in a tree's order, beside the single files", () => {
    expect(listSolutions(root)).toEqual([
      { kind: 'playwright', page: 'counter', file: 'playwright/counter.spec.ts' },
      { kind: 'playwright', page: 'shop', file: 'playwright/shop/tc01.spec.ts' },
      { kind: 'playwright', page: 'shop', file: 'playwright/shop/pages/CartPage.ts' },
      { kind: 'playwright', page: 'shop', file: 'playwright/shop/pages/LoginPage.ts' },
      { kind: 'selenium', page: 'counter', file: 'selenium/test_counter.py' },
      { kind: 'selenium', page: 'shop', file: 'selenium/shop/conftest.py' },
      { kind: 'selenium', page: 'shop', file: 'selenium/shop/test_tc01.py' },
      { kind: 'selenium', page: 'shop', file: 'selenium/shop/pages/login_page.py' },
      { kind: 'webdriverio', page: 'counter', file: 'webdriverio/counter.e2e.ts' },
      { kind: 'webdriverio', page: 'shop', file: 'webdriverio/shop/pages/LoginPage.ts' },
      { kind: 'webdriverio', page: 'shop', file: 'webdriverio/shop/specs/login.e2e.ts' },
    ]);
  });

  it("accepts a folder as a page's solution of its kind", () => {
    expect(missingSolutions([entry('counter'), shop()], root)).toEqual([]);
    expect(missingSolutions([entry('shopBugs')], root)).toEqual([
      'playwright/shopBugs.spec.ts',
      'selenium/test_shopBugs.py',
      'webdriverio/shopBugs.e2e.ts',
    ]);
  });

  it('zips the single files and the whole folders, without what test runs leave', () => {
    expect(zippedSolutions(root)).toEqual([
      'playwright/counter.spec.ts',
      'selenium/test_counter.py',
      'webdriverio/counter.e2e.ts',
      'playwright/shop/tc01.spec.ts',
      'playwright/shop/pages/CartPage.ts',
      'playwright/shop/pages/LoginPage.ts',
      'playwright/shop/tc22.spec.ts-snapshots/list.png',
      'selenium/shop/conftest.py',
      'selenium/shop/test_tc01.py',
      'selenium/shop/pages/__init__.py',
      'selenium/shop/pages/login_page.py',
      'webdriverio/shop/pages/LoginPage.ts',
      'webdriverio/shop/specs/login.e2e.ts',
    ]);
  });

  it("gives a folder's row in the README table its number of files", () => {
    const table = solutionsTable([entry('counter'), shop()], root);
    expect(table).toContain(
      '| [counter](/counter) | `playwright/counter.spec.ts`: read a value. | `selenium/test_counter.py`: wait for a value. | `webdriverio/counter.e2e.ts`: wait with a matcher. |',
    );
    expect(table).toContain(
      '| [shop](/shop) | `playwright/shop/`: 3 files | `selenium/shop/`: 3 files | `webdriverio/shop/`: 2 files |',
    );
  });
});

describe('techniqueOf', () => {
  it('reads the technique from the first comment line, after the page name', () => {
    expect(techniqueOf('// Counter: read a live value by its name.\nimport x;')).toBe(
      'read a live value by its name.',
    );
    expect(techniqueOf('# Nested iframes: switch into an iframe.\nfrom x import y')).toBe(
      'switch into an iframe.',
    );
  });

  it('keeps a comment without a page name whole, and gives nothing without a comment', () => {
    expect(techniqueOf('// Shadow roots, pierced\n')).toBe('Shadow roots, pierced');
    expect(techniqueOf('import { test } from "@playwright/test";\n')).toBe('');
  });
});
