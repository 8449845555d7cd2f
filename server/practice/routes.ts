import type { FastifyRequest } from 'fastify';
import {
  KEPT_CALLS,
  lastFields,
  PRACTICE_BODY_LIMIT_BYTES,
  PRACTICE_MESSAGES,
  type Json,
} from '../../src/shared/practiceApi.js';
import { HttpError } from '../errors.js';
import type { Server } from '../http.js';
import { enforce, limiter } from '../limits.js';
import type { Store } from '../store/store.js';
import type { PracticeConfig } from './config.js';
import {
  codeSchema,
  deleteSchema,
  keepSchema,
  lastDeleteSchema,
  lastKeptSchema,
  resetDeleteSchema,
} from './schemas.js';
import { workspaceState } from './state.js';

type WorkspaceRequest = FastifyRequest<{ Params: { workspace: string } }>;

/** A call that keeps a body needs one: none at all is 415, an empty JSON body 400. */
async function requireBody(request: FastifyRequest) {
  if (request.body !== undefined) return;
  if (request.headers['content-type'] === undefined) {
    throw new HttpError(415, PRACTICE_MESSAGES.notJson);
  }
  throw new HttpError(400, PRACTICE_MESSAGES.invalidJson);
}

/** The practice API's routes, relative to `/api/practice` (SPEC-2 page 1). */
export function practiceRoutes(app: Server, store: Store, config: PracticeConfig) {
  const stateOf = (request: WorkspaceRequest) =>
    workspaceState(store, request.params.workspace, config.workspaceTtlMs);
  /** Every call but GET /last-* counts against the client's limit, after its other checks. */
  const counted = enforce([
    limiter(app, 'practice-client', config.limitPerClient, config.limitWindowMs, (r) => r.ip),
  ]);
  const now = () => new Date().toISOString();
  const bodyLimit = PRACTICE_BODY_LIMIT_BYTES;

  app.get('/:workspace/code', { schema: codeSchema, preHandler: counted }, async (request) => {
    const state = stateOf(request);
    const code = await state.code();
    await state.touch();
    return { code, timestamp: now() };
  });

  for (const call of KEPT_CALLS) {
    app.route({
      method: call.method,
      url: `/:workspace${call.path}`,
      bodyLimit,
      schema: keepSchema(call),
      preValidation: requireBody,
      preHandler: counted,
      handler: async (request) => {
        const state = stateOf(request);
        const kept = { body: request.body as Json, timestamp: now() };
        await state.keep(call.method, kept);
        await state.touch();
        return { [call.answerKey]: kept.body, timestamp: kept.timestamp };
      },
    });

    const fields = lastFields(call);
    app.get(`/:workspace${call.last}`, { schema: lastKeptSchema(call) }, async (request) => {
      const state = stateOf(request);
      const kept = await state.lastKept(call.method);
      await state.touch();
      return { [fields.value]: kept?.body ?? null, [fields.timestamp]: kept?.timestamp ?? null };
    });
  }

  app.delete(
    '/:workspace/delete',
    { bodyLimit, schema: deleteSchema, preHandler: counted },
    async (request) => {
      const state = stateOf(request);
      const timestamp = now();
      await state.setDeleted(timestamp);
      await state.touch();
      return { deleted: true as const, timestamp };
    },
  );

  app.post(
    '/:workspace/reset-delete',
    { bodyLimit, schema: resetDeleteSchema, preHandler: counted },
    async (request) => {
      const state = stateOf(request);
      await state.setDeleted(null);
      await state.touch();
      return { deleted: false as const };
    },
  );

  app.get('/:workspace/last-delete', { schema: lastDeleteSchema }, async (request) => {
    const state = stateOf(request);
    const { isDeleted, lastDeleteTimestamp } = await state.deleteState();
    await state.touch();
    return { isDeleted, lastDeleteTimestamp };
  });
}
