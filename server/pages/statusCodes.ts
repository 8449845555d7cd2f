import type { FastifyReply } from 'fastify';
import { exercises, normalizePath } from '../../src/shared/catalog.js';
import type { Server } from '../http.js';
import type { Shell } from '../shell.js';

export const STATUS_CODES_PATH = '/statusCodes';
/** /statusCodes/301 has no page of its own: it sends the browser back to /statusCodes. */
export const MOVED_PATH = `${STATUS_CODES_PATH}/301`;

/** The status pages are the catalog's entries under /statusCodes/, each path ending in its code. */
const statusPages = new Map(
  exercises
    .filter((e) => e.path.startsWith(`${STATUS_CODES_PATH}/`))
    .map((e) => [e.path, Number(e.path.slice(STATUS_CODES_PATH.length + 1))]),
);

interface Answer {
  status: number;
  location?: string;
}

/**
 * What a path under /statusCodes answers: a status with the app shell, or the 301 back; undefined
 * for any other path, which is the site's ordinary not-found page.
 */
export function statusCodesAnswer(path: string): Answer | undefined {
  if (path === STATUS_CODES_PATH) return { status: 200 };
  if (path === MOVED_PATH) return { status: 301, location: STATUS_CODES_PATH };
  const status = statusPages.get(path);
  return status === undefined ? undefined : { status };
}

/**
 * SPEC-2 page 17: /statusCodes and every address under it, each answered with its own status and
 * `Cache-Control: no-store` (HEAD gets the same status: Fastify answers it from the GET route).
 */
export function statusCodesRoutes(app: Server, shell: Shell) {
  const answer = (url: string, reply: FastifyReply) => {
    const [path = STATUS_CODES_PATH, query] = url.split('?', 2);
    reply.header('Cache-Control', 'no-store');
    // "/statusCodes/404/" becomes "/statusCodes/404", as the site's page fallback does for pages.
    const canonical = normalizePath(path);
    if (canonical !== path && statusCodesAnswer(canonical)) {
      return reply.redirect(query === undefined ? canonical : `${canonical}?${query}`, 301);
    }
    const { status, location } = statusCodesAnswer(path) ?? { status: 404 };
    if (location) return reply.redirect(location, status);
    return shell.sendNoStore(reply, status);
  };
  app.get(STATUS_CODES_PATH, (request, reply) => answer(request.url, reply));
  app.get(`${STATUS_CODES_PATH}/*`, (request, reply) => answer(request.url, reply));
}
