import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyReply } from 'fastify';
import { exercises, findExercise, isHomePath, routedPaths } from '../src/shared/catalog.js';
import { loadFile, REVALIDATE, sendStatic, type StaticFile } from './static.js';

/** The app shell (index.html): the server's answer to every page request. */
export interface Shell {
  /**
   * The HTML of the request's route (its own title, description, canonical link and preloads;
   * scripts/build/routeHtml.ts), or the plain shell for a path no page has. Revalidated on each
   * use and sent precompressed where the client takes it.
   */
  send(reply: FastifyReply, status?: number): FastifyReply;
  /**
   * For a page whose server answer is the exercise (a status, a delay, a session check):
   * `Cache-Control: no-store`, so that every visit asks the server again.
   */
  sendNoStore(reply: FastifyReply, status?: number): Promise<FastifyReply>;
  /** The file `send` answers a path with, given the request's Sec-Fetch-Dest. */
  fileFor(path: string, fetchDest: string | string[] | undefined): StaticFile;
}

// Kept in step with scripts/build/routeHtml.ts (the server build does not include scripts/).
const ROUTES_DIR = '.vite/routes';
const INLINE_SOURCES_FILE = '.vite/inline-sources.json';
const routeFilePath = (path: string) =>
  `${ROUTES_DIR}/${path === '/' ? 'index' : path.slice(1)}.html`;

// The route HTML depends on whether the page is loaded into an iframe (Sec-Fetch-Dest).
export const PAGE_VARY = 'accept-encoding, sec-fetch-dest';

/**
 * A shell answered from memory. `routes` maps a canonical path ("/" for home) to its HTML;
 * a path without one gets `fallback`. So does a page loaded into an iframe: there the app drops
 * the site frame the route HTML holds, so that HTML would flash a frame that is not the page's.
 */
export function shellFrom(fallback: StaticFile, routes = new Map<string, StaticFile>()): Shell {
  // Every exact path (canonical or alias) looked up at once; other paths search the catalog.
  const byExactPath = new Map<string, StaticFile>();
  for (const exercise of exercises) {
    const file = routes.get(exercise.path);
    if (file) for (const path of routedPaths(exercise)) byExactPath.set(path, file);
  }
  const routeFileOf = (path: string) => {
    const exact = byExactPath.get(path);
    if (exact) return exact;
    const canonical = isHomePath(path) ? '/' : findExercise(path)?.path;
    return canonical === undefined ? undefined : routes.get(canonical);
  };
  const fileFor: Shell['fileFor'] = (path, fetchDest) =>
    fetchDest === 'iframe' ? fallback : (routeFileOf(path) ?? fallback);
  const pageOf = ({ request }: FastifyReply) =>
    fileFor(request.url.split('?', 1)[0] ?? '/', request.headers['sec-fetch-dest']);
  return {
    send: (reply, status = 200) =>
      sendStatic(reply.request, reply, pageOf(reply), { status, vary: PAGE_VARY }),
    sendNoStore: async (reply, status = 200) =>
      sendStatic(reply.request, reply, pageOf(reply), { status, noStore: true, vary: PAGE_VARY }),
    fileFor,
  };
}

/**
 * Reads the built shell (clientDir/index.html) and every route's HTML once. A build without
 * route files (an older or a test build) answers every route with the shell.
 */
export async function shell(clientDir: string): Promise<Shell> {
  const routes = new Map<string, StaticFile>();
  await Promise.all(
    ['/', ...exercises.map((e) => e.path)].map(async (path) => {
      const file = await loadFile(clientDir, routeFilePath(path), REVALIDATE).catch(
        () => undefined,
      );
      if (file) routes.set(path, file);
    }),
  );
  return shellFrom(await loadFile(clientDir, 'index.html', REVALIDATE), routes);
}

/** The CSP hashes of what the build inlined: the theme and start scripts, the route stylesheet. */
export interface InlineHashes {
  scriptSrc: string[];
  styleSrc: string[];
}

const isHashList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((h) => /^'sha256-[\w+/=]+'$/.test(String(h)));

/** The build's inline hashes; none if the file is absent. */
export async function inlineHashes(clientDir: string): Promise<InlineHashes> {
  const text = await readFile(join(clientDir, INLINE_SOURCES_FILE), 'utf8').catch(() => undefined);
  if (text === undefined) return { scriptSrc: [], styleSrc: [] };
  const { scriptSrc, styleSrc } = JSON.parse(text) as Record<string, unknown>;
  if (!isHashList(scriptSrc) || !isHashList(styleSrc)) {
    throw new Error(`${INLINE_SOURCES_FILE} holds no lists of sha256 sources`);
  }
  return { scriptSrc, styleSrc };
}
