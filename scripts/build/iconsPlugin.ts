import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:icons/';

export interface IconSets {
  /** `import { icons } from 'virtual:icons/<set>'`: each icon's inner SVG markup, in the JS. */
  inline: Readonly<Record<string, readonly string[]>>;
  /**
   * `import { spriteUrl } from 'virtual:icons/<set>'`: the address of one SVG file holding each
   * icon as a `<symbol id="<name>">`, for `<use href="{spriteUrl}#<name>">`. Many icons stay out
   * of the JS and load in parallel with it, cached apart.
   */
  sprites: Readonly<Record<string, readonly string[]>>;
}

/** The bootstrap-icons a set names, and nothing more: no icon font or sprite of two thousand. */
export function iconsPlugin({ inline, sprites }: IconSets): Plugin {
  const require = createRequire(import.meta.url);
  const innerMarkup = (name: string) => {
    const file = require.resolve(`bootstrap-icons/icons/${name}.svg`);
    const svg = readFileSync(file, 'utf8');
    return svg
      .replace(/^[\s\S]*?<svg[^>]*>/, '')
      .replace(/<\/svg>\s*$/, '')
      .trim();
  };
  const unique = (names: readonly string[]) => [...new Set(names)].sort();

  let base = '/';
  let serving = false;
  /** Dev server: sprite address -> SVG text (a build emits them as assets instead). */
  const served = new Map<string, string>();

  const spriteModule = (emitFile: (fileName: string, source: string) => void, set: string) => {
    const symbols = unique(sprites[set]!).map(
      (name) => `<symbol id="${name}" viewBox="0 0 16 16">${innerMarkup(name)}</symbol>`,
    );
    const svg = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
    const hash = createHash('sha256').update(svg).digest('base64url').slice(0, 8);
    const fileName = `assets/icons-${set}-${hash}.svg`;
    emitFile(fileName, svg);
    return `export const spriteUrl = ${JSON.stringify(base + fileName)};`;
  };

  return {
    name: 'automation-playground-icons',
    configResolved(config) {
      base = config.base;
      serving = config.command === 'serve';
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const svg = served.get(request.url?.split('?')[0] ?? '');
        if (svg === undefined) return next();
        response.setHeader('Content-Type', 'image/svg+xml');
        response.end(svg);
      });
    },
    resolveId: (id) => (id.startsWith(PREFIX) ? '\0' + id : undefined),
    load(id) {
      if (!id.startsWith('\0' + PREFIX)) return undefined;
      const set = id.slice(1 + PREFIX.length);
      if (sprites[set]) {
        return spriteModule((fileName, source) => {
          if (serving) served.set(base + fileName, source);
          else this.emitFile({ type: 'asset', fileName, source });
        }, set);
      }
      const names = inline[set];
      if (!names) {
        const known = [...Object.keys(inline), ...Object.keys(sprites)];
        throw new Error(`No icon set "${set}"; known: ${known.join(', ')}`);
      }
      const icons = Object.fromEntries(unique(names).map((n) => [n, innerMarkup(n)]));
      return `export const icons = ${JSON.stringify(icons)};`;
    },
  };
}
