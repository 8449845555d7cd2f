import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { exercises, findExercise, isKnownPath, normalizePath, routedPaths } from './catalog';

describe('catalog', () => {
  it('names each path once', () => {
    const paths = exercises.flatMap(routedPaths);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('has a page module for every entry, and an entry for every page folder', () => {
    for (const e of exercises)
      expect(existsSync(`src/pages/${e.page}/index.tsx`), e.page).toBe(true);
    const folders = readdirSync('src/pages');
    expect(folders.sort()).toEqual([...new Set(exercises.map((e) => e.page))].sort());
  });

  it('gives every entry a title, a one-line description and a known icon', () => {
    for (const e of exercises) {
      expect(e.title.trim()).not.toBe('');
      expect(e.description.trim()).not.toBe('');
      expect(e.description).not.toContain('\n');
      expect(existsSync(`node_modules/bootstrap-icons/icons/${e.icon}.svg`), e.icon).toBe(true);
    }
  });
});

describe('findExercise', () => {
  it('finds a page by its canonical path, ignoring a trailing slash', () => {
    expect(findExercise('/counter')?.path).toBe('/counter');
    expect(findExercise('/counter/')?.path).toBe('/counter');
  });

  it('is case-sensitive outside the declared spellings', () => {
    expect(findExercise('/Counter')).toBeUndefined();
    expect(findExercise('/nope')).toBeUndefined();
  });

  it('knows home and the pages, nothing else', () => {
    expect(isKnownPath('/')).toBe(true);
    expect(isKnownPath('/counter')).toBe(true);
    expect(isKnownPath('/counter/extra')).toBe(false);
  });
});

describe('normalizePath', () => {
  it.each([
    ['/', '/'],
    ['/a/', '/a'],
    ['/a//', '/a'],
    ['/a', '/a'],
  ])('%s -> %s', (input, output) => expect(normalizePath(input)).toBe(output));
});
