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
} from './solutionFiles';

describe('the catalog and its reference solutions', () => {
  it('has both solutions, Playwright and Selenium, for every listed page', () => {
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

  it('names each file a listed page lacks', () => {
    expect(missingSolutions([entry('counter'), entry('form')], root)).toEqual([
      'selenium/test_form.py',
    ]);
  });

  it('lists the solution files only, not the configuration beside them', () => {
    expect(listSolutions(root)).toEqual([
      { kind: 'playwright', page: 'counter', file: 'playwright/counter.spec.ts' },
      { kind: 'playwright', page: 'form', file: 'playwright/form.spec.ts' },
      { kind: 'selenium', page: 'counter', file: 'selenium/test_counter.py' },
    ]);
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
