import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { StoreUnavailableError } from './store/store.js';

/** Seconds a client is asked to wait before retrying while the store is unreachable. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

export const BODY_LIMIT_BYTES = 1024;

/** The messages every API shares (each route adds its own). */
export const ERROR_MESSAGES = {
  notJson: 'The request body must be a JSON object.',
  tooLarge: `The request body is too large (at most ${BODY_LIMIT_BYTES} bytes).`,
  unavailable: 'The service is temporarily unavailable. Try again shortly.',
  serverError: 'Something went wrong on our side.',
  noEndpoint: (method: string, path: string) => `No such endpoint: ${method} ${path}`,
  tooManyRequests: (seconds: number) =>
    `Too many requests. Please wait ${seconds} seconds before trying again.`,
} as const;

/** The one error a route throws to answer `status` with `{ message }` (and any headers). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string | number> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const tooManyRequests = (
  retryAfterSeconds: number,
  message = ERROR_MESSAGES.tooManyRequests(retryAfterSeconds),
) => new HttpError(429, message, { 'Retry-After': retryAfterSeconds });

export const storeUnavailable = () =>
  new HttpError(503, ERROR_MESSAGES.unavailable, {
    'Retry-After': UNAVAILABLE_RETRY_AFTER_SECONDS,
  });

/** Fastify's own 4xx errors (body parsing, size, schema), turned into our plain messages. */
function fromFastify(error: FastifyError): HttpError {
  const status = error.statusCode ?? 500;
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
    return new HttpError(413, ERROR_MESSAGES.tooLarge);
  if (error.code?.startsWith('FST_ERR_CTP_') || error.name === 'SyntaxError') {
    return new HttpError(status, ERROR_MESSAGES.notJson);
  }
  return new HttpError(status, error.message);
}

/** What any thrown error answers: its own status and message, 503 for the store, else a plain 500. */
export function httpErrorOf(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  if (error instanceof StoreUnavailableError) return storeUnavailable();
  const fastifyError = error as FastifyError;
  const status = fastifyError.statusCode;
  if (status !== undefined && status >= 400 && status < 500) return fromFastify(fastifyError);
  return new HttpError(500, ERROR_MESSAGES.serverError);
}

/** The central error handler: every error is `{ message }`, never a stack trace. */
export function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const answer = httpErrorOf(error);
  if (answer.statusCode >= 500) request.log.error(error);
  return reply.status(answer.statusCode).headers(answer.headers).send({ message: answer.message });
}
