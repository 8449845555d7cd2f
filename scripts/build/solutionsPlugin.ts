import { Marked } from 'marked';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import type { Exercise } from '../../src/shared/catalog';
import { highlight, highlightCss } from './highlight';
import { listSolutions, readSolution, SOLUTIONS_DIR, zippedSolutions } from './solutionFiles';
import { solutionsReadme } from './solutionsReadme';
import { solutionsZip } from './solutionsZip';

/** `import(file + SOLUTION_QUERY)` gives `{ code, html }`: the file and its highlighted markup. */
export const SOLUTION_QUERY = '?solution';
const CSS_ID = 'virtual:solutions/highlight.css';
const README_ID = 'virtual:solutions/readme';

/** solutions/README.md as HTML for the /solutions page: the frame shows the title, so its h1 goes. */
export function readmeHtml(markdown: string): string {
  const marked = new Marked();
  const tokens = marked.lexer(markdown);
  const [first] = tokens;
  if (first?.type === 'heading' && first.depth === 1) tokens.shift();
  return marked.parser(tokens).replaceAll('<table>', '<table class="table table-sm">');
}

/** Turns a solution file into the module `{ code, html }` (highlighted at build time). */
export async function solutionModule(code: string, file: string): Promise<string> {
  const html = await highlight(code, file.endsWith('.py') ? 'python' : 'typescript');
  return `export default ${JSON.stringify({ code, html })};`;
}

/**
 * What the site publishes beside the app: each solution file as it is (a folder's source files
 * too), and the zip of them all with the whole folders.
 */
export function publishedFiles(
  exercises: readonly Exercise[],
  root: string,
): Map<string, string | Uint8Array> {
  const files = listSolutions(root).map((s) => s.file);
  const published = new Map<string, string | Uint8Array>(
    files.map((file) => [`solutions/${file}`, readSolution(root, file)]),
  );
  published.set(
    'solutions.zip',
    solutionsZip(root, zippedSolutions(root), solutionsReadme(exercises, root)),
  );
  return published;
}

/**
 * The reference solutions in the site: each file as a lazily loaded `{ code, html }` module, the
 * highlighting stylesheet, the README page's HTML, and the published files
 * (`/solutions/<kind>/<file>` and `/solutions.zip`: emitted by the build, served by the dev server).
 */
export function solutionsPlugin(
  exercises: readonly Exercise[],
  projectRoot = process.cwd(),
): Plugin {
  const root = join(projectRoot, SOLUTIONS_DIR);
  return {
    name: 'automation-playground-solutions',
    enforce: 'pre',
    resolveId: (id) => (id === CSS_ID || id === README_ID ? id : undefined),
    async load(id) {
      if (id === CSS_ID) return highlightCss();
      if (id === README_ID) {
        this.addWatchFile(join(root, 'README.md'));
        return `export default ${JSON.stringify(readmeHtml(solutionsReadme(exercises, root)))};`;
      }
      if (!id.endsWith(SOLUTION_QUERY)) return undefined;
      const file = id.slice(0, -SOLUTION_QUERY.length);
      this.addWatchFile(file);
      return solutionModule(readFileSync(file, 'utf8'), file);
    },
    configureServer(server) {
      // Before Vite's own middlewares, which would serve a .ts file compiled to JavaScript.
      server.middlewares.use((request, response, next) => {
        // Module imports of the files carry a query (`?solution`) and go on to Vite.
        const path = decodeURIComponent(request.url ?? '').slice(1);
        const source = path.startsWith('solutions')
          ? publishedFiles(exercises, root).get(path)
          : undefined;
        if (source === undefined) return next();
        response.setHeader(
          'Content-Type',
          typeof source === 'string' ? 'text/plain; charset=utf-8' : 'application/zip',
        );
        response.end(source);
      });
    },
    generateBundle() {
      for (const [fileName, source] of publishedFiles(exercises, root))
        this.emitFile({ type: 'asset', fileName, source });
    },
  };
}
