import cookie from '@fastify/cookie';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type RawReplyDefaultExpression,
  type RawRequestDefaultExpression,
  type RawServerDefault,
} from 'fastify';
import { ERROR_MESSAGES, handleError } from './errors.js';
import { OneLineRequestLog, stdoutLog, type LogDestination } from './log.js';

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
}

const isApiMiss = (request: FastifyRequest, path: string) =>
  path.startsWith('/api/') || !['GET', 'HEAD'].includes(request.method);

/**
 * Fastify set up the same way for the whole app and for the API tests: schemas checked with
 * exact types (no coercion), JSON bodies only, one error handler, JSON 404s under /api.
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
  }).withTypeProvider<TypeBoxTypeProvider>();

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
