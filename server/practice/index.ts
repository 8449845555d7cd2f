import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import {
  PRACTICE_BODY_LIMIT_BYTES,
  PRACTICE_MESSAGES as M,
  PRACTICE_PREFIX,
} from '../../src/shared/practiceApi.js';
import { handleError, HttpError } from '../errors.js';
import type { Store } from '../store/store.js';
import type { PracticeConfig } from './config.js';
import { practiceRoutes } from './routes.js';
import { otherGetSchema } from './schemas.js';

export interface PracticeOptions {
  config: PracticeConfig;
  store: Store;
}

/**
 * "/api/practice/ws1/nope?x=1" -> "/nope": the path a tester called, relative to the workspace
 * (the whole path when there is no workspace in it).
 */
export function endpointPath(url: string): string {
  const path = url.split('?', 1)[0]!;
  const rest = path.slice(PRACTICE_PREFIX.length + 1);
  const slash = rest.indexOf('/');
  if (!rest || !path.startsWith(`${PRACTICE_PREFIX}/`)) return path;
  return slash === -1 ? '/' : rest.slice(slash);
}

/** Fastify's own refusals (media type, size, JSON syntax, the workspace), in this API's words. */
function practiceError(error: FastifyError): unknown {
  if (error instanceof HttpError) return error;
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return new HttpError(415, M.notJson);
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return new HttpError(413, M.tooLarge);
  if (error.validation && error.validationContext === 'params') {
    return new HttpError(400, M.badWorkspace);
  }
  if (error.code?.startsWith('FST_ERR_CTP_')) return new HttpError(400, M.invalidJson);
  return error;
}

/** Any JSON value is a body; an empty body is none (a POST /reset-delete or DELETE needs none). */
function parseJson(
  _request: FastifyRequest,
  body: string,
  done: (e: Error | null, v?: unknown) => void,
) {
  if (body.trim() === '') return done(null, undefined);
  try {
    done(null, JSON.parse(body));
  } catch {
    done(new HttpError(400, M.invalidJson));
  }
}

/**
 * The practice API (SPEC-2 pages 1 and 2), registered with the prefix `/api/practice`. Its
 * bodies (10 KB), its messages and its 404s are its own, set in this plugin's scope only.
 */
export const practiceApi: FastifyPluginAsyncTypebox<PracticeOptions> = async (
  app,
  { config, store },
) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: PRACTICE_BODY_LIMIT_BYTES },
    parseJson,
  );
  app.setErrorHandler((error: FastifyError, request, reply: FastifyReply) =>
    handleError(practiceError(error), request, reply),
  );
  const noSuchEndpoint = (request: FastifyRequest, reply: FastifyReply) =>
    reply.status(404).send({ message: M.noEndpoint(request.method, endpointPath(request.url)) });
  app.setNotFoundHandler(noSuchEndpoint);
  // The site's static files take every other GET (their miss goes to the site's 404): this
  // route keeps the GETs under /api/practice in this API's words.
  app.get('/*', { schema: otherGetSchema }, noSuchEndpoint);
  practiceRoutes(app, store, config);
};
