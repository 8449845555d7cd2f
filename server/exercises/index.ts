import type { FastifyRequest } from 'fastify';
import { HttpError } from '../errors.js';
import type { Server } from '../http.js';
import { matchesIfNoneMatch, etagOf } from './etag.js';
import { exerciseList, MESSAGES } from './list.js';
import { exercisesSchema, type ExercisesQuery } from './schemas.js';

const CACHE_CONTROL = 'public, max-age=300';

type ListRequest = FastifyRequest<{ Querystring: ExercisesQuery }>;

/** SPEC-2's message for a query the schema refused (a too long q, an unknown or repeated name). */
function refusal(request: ListRequest): string {
  const path: unknown = request.validationError?.validation[0]?.instancePath;
  const failed = path === '/q' ? 'q' : 'category';
  const value = request.query[failed];
  if (typeof value !== 'string') return MESSAGES.repeated(failed);
  return failed === 'q' ? MESSAGES.qTooLong : MESSAGES.unknownCategory(value);
}

/** GET /exercises: the home cards as JSON, built from the catalog (SPEC-2, Part C). */
export async function exercisesApi(app: Server) {
  app.get(
    '/exercises',
    { schema: exercisesSchema, attachValidation: true },
    async (request, reply) => {
      if (request.validationError) {
        throw new HttpError(400, refusal(request));
      }
      const { q, category } = request.query;
      const list = exerciseList(q, category);
      const etag = etagOf(list);
      reply.header('Cache-Control', CACHE_CONTROL).header('ETag', etag);
      if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
        return reply.status(304).send(null);
      }
      return list;
    },
  );
}
