import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:icons/';

/**
 * `import { icons } from 'virtual:icons/<set>'` gives the inner SVG markup (16x16 viewBox) of the
 * bootstrap-icons a set names, so no icon font or sprite of two thousand icons ships, and each
 * set lands in the chunk of the code that shows it (the frame's few, the home cards' many).
 */
export function iconsPlugin(sets: Readonly<Record<string, readonly string[]>>): Plugin {
  const require = createRequire(import.meta.url);
  const innerMarkup = (name: string) => {
    const file = require.resolve(`bootstrap-icons/icons/${name}.svg`);
    const svg = readFileSync(file, 'utf8');
    return svg
      .replace(/^[\s\S]*?<svg[^>]*>/, '')
      .replace(/<\/svg>\s*$/, '')
      .trim();
  };
  return {
    name: 'automation-playground-icons',
    resolveId: (id) => (id.startsWith(PREFIX) ? '\0' + id : undefined),
    load(id) {
      if (!id.startsWith('\0' + PREFIX)) return undefined;
      const set = id.slice(1 + PREFIX.length);
      const names = sets[set];
      if (!names) throw new Error(`No icon set "${set}"; known: ${Object.keys(sets).join(', ')}`);
      const icons = Object.fromEntries([...new Set(names)].map((n) => [n, innerMarkup(n)]));
      return `export const icons = ${JSON.stringify(icons)};`;
    },
  };
}
