import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const VIRTUAL_ID = 'virtual:icons';
const RESOLVED_ID = '\0' + VIRTUAL_ID;

/**
 * `import { icons } from 'virtual:icons'` gives the inner SVG markup (16x16 viewBox) of just the
 * bootstrap-icons the site names, so no icon font or sprite of two thousand icons ships.
 */
export function iconsPlugin(names: readonly string[]): Plugin {
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
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const icons = Object.fromEntries([...new Set(names)].map((n) => [n, innerMarkup(n)]));
      return `export const icons = ${JSON.stringify(icons)};`;
    },
  };
}
