import {
  createServer as createHttpServer,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import cookie from '@fastify/cookie';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerFactory,
  type FastifyServerOptions,
  type RawReplyDefaultExpression,
  type RawRequestDefaultExpression,
  type RawServerDefault,
  type RouteOptions,
} from 'fastify';
import { BODY_LIMIT_BYTES, ERROR_MESSAGES, handleError } from './errors.js';
import { OneLineRequestLog, stdoutLog, type LogDestination } from './log.js';
import { messageReplies } from './schemas.js';

/** A Fastify instance whose routes take their request types from their TypeBox schemas. */
export type Server = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

export interface ServerOptions {
  logLevel: string | false;
  /** Where the log's lines go: stdout, batched per event-loop turn (server/log.ts), unless told. */
  logDestination?: LogDestination;
  trustProxy: boolean;
  /** Answers a GET or HEAD outside /api that no route matched (the app shell); else a JSON 404. */
  pageFallback?: (path: string, query: string | undefined, reply: FastifyReply) => unknown;
  /** Answers a request before Fastify sees it, or returns false (server/fastLane.ts). */
  answerFirst?: (request: IncomingMessage, response: ServerResponse) => boolean;
  /** Request ids, when another answerer than Fastify counts them too. */
  nextRequestId?: () => string;
}

/** Request ids as Fastify makes them ("req-1", "req-2", ... in base 36). */
export function requestIds(): () => string {
  let last = 0;
  return () => {
    last = (last + 1) & 0x7fffffff;
    return `req-${last.toString(36)}`;
  };
}

/** The methods whose requests carry a body, which Fastify reads (and so limits) on every route. */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The two refusals every body can get, before the route's own schema (SPEC-2 §0b). */
const bodyRefusals = messageReplies({
  413: ERROR_MESSAGES.tooLarge,
  415: ERROR_MESSAGES.notJson,
});

/**
 * A documented route that takes a body lists the 413 and 415 every body can get in its answers
 * (the OpenAPI document's), unless it words its own: the rule is the server's, not the route's.
 */
function documentBodyRefusals(route: RouteOptions) {
  const takesBody = [route.method].flat().some((method) => BODY_METHODS.has(method));
  const schema = route.schema;
  if (!takesBody || !schema?.response) return;
  route.schema = {
    ...schema,
    response: { ...bodyRefusals, ...(schema.response as Record<number, unknown>) },
  };
}

const isApiMiss = (request: FastifyRequest, path: string) =>
  path.startsWith('/api/') || !['GET', 'HEAD'].includes(request.method);

/** Node's HTTP server as Fastify makes it, with `answerFirst` in front of Fastify's handler. */
const serverAnsweringFirst =
  (answerFirst: NonNullable<ServerOptions['answerFirst']>): FastifyServerFactory =>
  (handler, opts) => {
    // Fastify passes its options with its defaults filled in (we set no `http` options).
    const options = opts as FastifyServerOptions;
    const server = createHttpServer((request, response) => {
      if (!answerFirst(request, response)) handler(request, response);
    });
    if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout ?? 0);
    return server;
  };

/**
 * Fastify set up the same way for the whole app and for the API tests: schemas checked with
 * exact types (no coercion), JSON bodies only and at most 1 KB, one error handler, JSON 404s
 * under /api.
 */
export function createServer(options: ServerOptions): Server {
  const app = Fastify({
    logger:
      options.logLevel === false
        ? false
        : { level: options.logLevel, stream: options.logDestination ?? stdoutLog() },
    // One line per request, when answered (the line as it comes in only at debug).
    logController: new OneLineRequestLog(),
    trustProxy: options.trustProxy,
    // While closing, a request that still arrives on an open keep-alive connection is served
    // (with Connection: close), not refused with a 503: shutdown drops no request it took in.
    return503OnClosing: false,
    ajv: { customOptions: { coerceTypes: false, removeAdditional: true } },
    // One body limit for every route (SPEC-2 §0: 1 KB unless stated), checked while the body is
    // read, so its 413 comes after the 415 and before any schema's 400 on every route by
    // construction. A route whose spec states another limit sets its own `bodyLimit`.
    bodyLimit: BODY_LIMIT_BYTES,
    ...(options.nextRequestId && { genReqId: options.nextRequestId }),
    ...(options.answerFirst && { serverFactory: serverAnsweringFirst(options.answerFirst) }),
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.addHook('onRoute', documentBodyRefusals);
  void app.register(cookie);
  // JSON only: without this, a text/plain body would reach the schemas as a string (415 instead).
  app.removeContentTypeParser('text/plain');
  app.setErrorHandler(handleError);
  app.setNotFoundHandler((request, reply) => {
    const [path = '/', query] = request.url.split('?', 2);
    if (isApiMiss(request, path) || !options.pageFallback) {
      return reply.status(404).send({ message: ERROR_MESSAGES.noEndpoint(request.method, path) });
    }
    return options.pageFallback(path, query, reply);
  });
  return app;
}
