import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyBaseLogger } from 'fastify';
import { levels } from 'pino';
import { logAnswered } from './log.js';
import { pickEncoding, staticHeaders, type Encoding, type StaticFile } from './static.js';

// The files that make a page's first paint (its route HTML, the hashed scripts and styles) are
// the server's most frequent answers, and the same bytes every time. Fastify's routing, request
// and reply objects and its per-header checks cost about half of such an answer, so these are
// written straight to Node's response, with headers worked out once: the same status, headers,
// body and log line Fastify's route would give. Anything else about the request (a byte range,
// a conditional request, a log at debug level, a server that is closing) goes to Fastify.

/** What a path is answered with: the file for this request, and the headers that choice varies on. */
export interface LaneRoute {
  fileFor(request: IncomingMessage): StaticFile;
  vary: string;
}

export interface FastLaneOptions {
  /** Headers every answer carries, before its own (server/security.ts). */
  securityHeaders: Record<string, string>;
  log: FastifyBaseLogger;
  /** The log's level (false: no log). */
  logLevel: string | false;
  /** Fastify's request ids, so that lines of both kinds of answer count alike. */
  nextRequestId: () => string;
  trustProxy: boolean;
}

type RawHeaders = string[];

const trustAll = () => true;

export class FastLane {
  readonly #routes = new Map<string, LaneRoute>();
  // The headers of each file, encoding and Vary, worked out on first use.
  readonly #headers = new Map<StaticFile, Map<string, RawHeaders>>();
  #open = true;
  readonly #logsRequests: boolean;
  readonly #tracesRequests: boolean;

  constructor(private readonly options: FastLaneOptions) {
    const level = options.logLevel === false ? Infinity : (levels.values[options.logLevel] ?? 0);
    this.#logsRequests = level <= (levels.values.info ?? 0);
    // At debug, Fastify logs each request as it comes in too: such requests go to Fastify.
    this.#tracesRequests = level <= (levels.values.debug ?? 0);
  }

  /** Answers GET and HEAD of this exact path (any query) from memory. */
  add(path: string, route: LaneRoute) {
    this.#routes.set(path, route);
  }

  /** From now on every request goes to Fastify (it answers "Connection: close" while closing). */
  close() {
    this.#open = false;
  }

  /** Answers the request if it is one of the lane's; false leaves it untouched for Fastify. */
  answer(request: IncomingMessage, response: ServerResponse): boolean {
    const { method, headers } = request;
    if (!this.#open || (method !== 'GET' && method !== 'HEAD')) return false;
    if (headers.range !== undefined || headers['if-none-match'] !== undefined) return false;
    if (this.#tracesRequests) return false;
    const url = request.url ?? '/';
    const queryAt = url.indexOf('?');
    const route = this.#routes.get(queryAt === -1 ? url : url.slice(0, queryAt));
    if (!route) return false;

    const start = performance.now();
    const file = route.fileFor(request);
    const encoding = pickEncoding(headers['accept-encoding'], file.variants);
    response.writeHead(200, this.#headersOf(file, encoding, route.vary));
    // Node leaves out the body of an answer to HEAD.
    response.end((file.variants[encoding] ?? file.variants.identity).body);
    this.#logWhenDone(request, response, start);
    return true;
  }

  #headersOf(file: StaticFile, encoding: Encoding, vary: string): RawHeaders {
    const key = `${encoding} ${vary}`;
    let ofFile = this.#headers.get(file);
    if (!ofFile) this.#headers.set(file, (ofFile = new Map()));
    let raw = ofFile.get(key);
    if (!raw) {
      // Named in lower case, as Fastify writes them.
      raw = Object.entries({
        ...this.options.securityHeaders,
        ...staticHeaders(file, encoding, { vary }),
      }).flatMap(([name, value]) => [name.toLowerCase(), value]);
      ofFile.set(key, raw);
    }
    return raw;
  }

  // The line a Fastify answer gets (OneLineRequestLog, server/log.ts), when it is sent.
  #logWhenDone(request: IncomingMessage, response: ServerResponse, start: number) {
    const { log, nextRequestId, trustProxy } = this.options;
    if (!this.#logsRequests) return;
    const reqId = nextRequestId();
    const done = (error?: Error) => {
      response.removeListener('finish', done);
      response.removeListener('error', done);
      const remoteAddress = trustProxy
        ? proxyAddr(request, trustAll)
        : request.socket.remoteAddress;
      logAnswered(
        log,
        {
          reqId,
          method: request.method,
          url: request.url,
          statusCode: response.statusCode,
          responseTime: performance.now() - start,
          remoteAddress,
        },
        error,
      );
    };
    response.on('finish', done);
    response.on('error', done);
  }
}
