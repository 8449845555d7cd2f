import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Category } from '../../src/shared/catalog.js';
import { matchesIfNoneMatch, etagOf } from './etag.js';
import { exerciseList, MESSAGES } from './list.js';
import { exercisesQuery, exercisesResponse, type ExercisesQuery } from './schemas.js';

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
export async function exercisesApi(app: FastifyInstance) {
  app.get<{ Querystring: ExercisesQuery }>(
    '/exercises',
    {
      schema: { querystring: exercisesQuery, response: exercisesResponse },
      attachValidation: true,
    },
    async (request, reply) => {
      if (request.validationError) {
        return reply.status(400).send({ message: refusal(request) });
      }
      const { q, category } = request.query;
      const list = exerciseList(q, category as Category | undefined);
      const etag = etagOf(list);
      reply.header('Cache-Control', CACHE_CONTROL).header('ETag', etag);
      if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
        return reply.status(304).send();
      }
      return list;
    },
  );
}
