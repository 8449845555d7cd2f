import cluster from 'node:cluster';
import { writeSync } from 'node:fs';
import {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';

// The request log, cheap: one line per answered request, and lines written in batches.
// Pino's default destination writes every line to stdout with its own system call; at tens of
// thousands of requests a second, two lines each, that alone cost the server about 30% of its
// rate. Here the lines of one turn of the event loop go out together in one write at the end of
// that turn (or sooner, once MAX_BUFFERED characters wait), so the log is as complete and as
// timely as before: a line never waits for a later request, and every exit writes what is left.

/** Where pino writes: lines in, batched writes out. */
export interface LogDestination {
  write(line: string): void;
  /** Writes every waiting line now, synchronously: on exit, and after a fatal line (pino). */
  flushSync(): void;
}

/** fs.writeSync's shape: writes `buffer` from `offset` to `fd`; returns the bytes written. */
export type WriteSync = (fd: number, buffer: Buffer, offset: number) => number;

export interface DestinationOptions {
  /** File descriptor to write to; 1 (stdout) unless told. */
  fd?: number;
  /** Characters that may wait before they are written within the same turn. */
  maxBuffered?: number;
  /** How to wait before retrying a full pipe (EAGAIN), in ms; a blocking sleep by default. */
  sleep?: (ms: number) => void;
  write?: WriteSync;
  /** How the end-of-turn flush is scheduled (setImmediate unless told; tests step it by hand). */
  schedule?: (flush: () => void) => void;
}

/** Characters kept before a write within the turn: well under a pipe's 64 KiB. */
export const MAX_BUFFERED = 16 * 1024;
/**
 * Workers (WORKERS > 1) share stdout: a pipe keeps a write of at most PIPE_BUF (4096) bytes in
 * one piece, so their batches stay below it (a UTF-16 unit is at most 3 bytes of UTF-8) and
 * lines of two workers never mix (a single line longer than that still may).
 */
export const WORKER_MAX_BUFFERED = Math.floor(4096 / 3);
/** Pause before writing again to a full, non-blocking pipe (a log collector that lags). */
const RETRY_MS = 1;

const blockingSleep = (ms: number) =>
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

const nextTurn = (flush: () => void) => {
  // Unref'd: a waiting flush never keeps the process alive; the exit hook writes it instead.
  setImmediate(flush).unref();
};

const isBusy = (error: unknown) => {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'EAGAIN' || code === 'EBUSY';
};

/**
 * A pino destination that buffers the lines of one event-loop turn and writes them together,
 * synchronously, at the end of that turn. Writes are synchronous so that flushSync can always
 * finish what is pending (no write of an earlier batch is ever still under way); a partial write
 * goes on from where it stopped, and a full pipe (EAGAIN) is retried until it takes the rest.
 */
export function batchedDestination(options: DestinationOptions = {}): LogDestination {
  const {
    fd = 1,
    maxBuffered = MAX_BUFFERED,
    sleep = blockingSleep,
    write = writeSync,
    schedule = nextTurn,
  } = options;
  let pending = '';
  let scheduled = false;

  function flushSync() {
    if (pending === '') return;
    const buffer = Buffer.from(pending);
    // Taken before writing: a line logged while a write throws is not written twice.
    pending = '';
    let offset = 0;
    while (offset < buffer.length) {
      try {
        offset += write(fd, buffer, offset);
      } catch (error) {
        if (!isBusy(error)) throw error;
        sleep(RETRY_MS);
      }
    }
  }

  const flushAtTurnEnd = () => {
    scheduled = false;
    flushSync();
  };

  return {
    write(line) {
      // A batch is whole lines: it is written before a line would take it past maxBuffered.
      if (pending !== '' && pending.length + line.length > maxBuffered) flushSync();
      pending += line;
      if (pending.length >= maxBuffered) {
        flushSync();
      } else if (!scheduled) {
        scheduled = true;
        schedule(flushAtTurnEnd);
      }
    },
    flushSync,
  };
}

let stdoutDestination: LogDestination | undefined;

/**
 * The process's one batched destination on stdout. Made on first use, it writes what is left on
 * every exit: process.exit after a graceful close, the end of the event loop, or a crash (Node
 * emits 'exit' after an uncaught exception or rejection too).
 */
export function stdoutLog(): LogDestination {
  if (!stdoutDestination) {
    const destination = batchedDestination(
      cluster.isWorker ? { maxBuffered: WORKER_MAX_BUFFERED } : {},
    );
    process.once('exit', () => destination.flushSync());
    stdoutDestination = destination;
  }
  return stdoutDestination;
}

/**
 * Fastify's request log in one line per request: method, url, status, response time (ms) and
 * client address, logged when the answer has been sent ("request completed" at info, or
 * "request errored" at error when the response failed). The line Fastify would log as each request
 * comes in ("incoming request", with the request's details) is kept at debug, for tracing a
 * request that never got its answer.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(request: FastifyRequest) {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    logAnswered(
      reply.log,
      {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        responseTime: reply.elapsedTime,
        remoteAddress: request.ip,
      },
      error,
    );
  }
}

/** What a request's one line says of it (the request id comes first where the logger lacks it). */
export interface RequestLine {
  reqId?: string;
  method: string | undefined;
  url: string | undefined;
  statusCode: number;
  /** ms */
  responseTime: number;
  remoteAddress: string | undefined;
}

/** Writes a request's one line once it is answered (or its response failed). */
export function logAnswered(
  log: FastifyBaseLogger,
  line: RequestLine,
  error: Error | null | undefined,
) {
  if (error) log.error({ ...line, err: error }, 'request errored');
  else log.info(line, 'request completed');
}
