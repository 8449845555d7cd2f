import { describe, expect, it } from 'vitest';
import { accumulate, byPath, toChosen, type ChosenFile } from './files';

const chosen = (name: string, lastModified: number): ChosenFile => ({
  name,
  lastModified,
  shownName: name,
});

describe('accumulate', () => {
  it('keeps earlier choices and appends new ones in order', () => {
    expect(accumulate([chosen('a.txt', 1)], [chosen('b.txt', 2), chosen('c.txt', 3)])).toEqual([
      chosen('a.txt', 1),
      chosen('b.txt', 2),
      chosen('c.txt', 3),
    ]);
  });

  it('drops a file with the same name and last-modified time', () => {
    expect(accumulate([chosen('a.txt', 1)], [chosen('a.txt', 1)])).toEqual([chosen('a.txt', 1)]);
  });

  it('drops duplicates inside one selection too', () => {
    expect(accumulate([], [chosen('a.txt', 1), chosen('a.txt', 1)])).toEqual([chosen('a.txt', 1)]);
  });

  it('keeps files that share only the name or only the time', () => {
    const earlier = [chosen('a.txt', 1)];
    expect(accumulate(earlier, [chosen('a.txt', 2), chosen('b.txt', 1)])).toHaveLength(3);
  });
});

describe('toChosen', () => {
  it('shows the path inside a chosen folder, else the name', () => {
    const plain = new File(['x'], 'plain.txt', { lastModified: 5 });
    const inFolder = new File(['y'], 'inner.txt', { lastModified: 6 });
    Object.defineProperty(inFolder, 'webkitRelativePath', { value: 'folder/inner.txt' });
    expect(toChosen([plain, inFolder])).toEqual([
      { name: 'plain.txt', lastModified: 5, shownName: 'plain.txt' },
      { name: 'inner.txt', lastModified: 6, shownName: 'folder/inner.txt' },
    ]);
  });
});

it('byPath orders a folder by path', () => {
  const files = ['f/one.txt', 'f/inner/two.txt', 'f/a.txt'].map((shownName) => ({
    name: shownName.split('/').at(-1)!,
    lastModified: 1,
    shownName,
  }));
  expect(byPath(files).map((f) => f.shownName)).toEqual([
    'f/a.txt',
    'f/inner/two.txt',
    'f/one.txt',
  ]);
});
