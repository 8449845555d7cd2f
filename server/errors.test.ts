import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, HttpError, httpErrorOf, tooManyRequests } from './errors.js';
import { StoreUnavailableError } from './store/store.js';

const fastifyError = (statusCode: number, code: string, message = 'raw') =>
  Object.assign(new Error(message), { statusCode, code });

describe('httpErrorOf', () => {
  it('keeps an HttpError as it is, headers included', () => {
    const error = tooManyRequests(42);
    expect(httpErrorOf(error)).toBe(error);
    expect(error).toMatchObject({
      statusCode: 429,
      message: 'Too many requests. Please wait 42 seconds before trying again.',
      headers: { 'Retry-After': 42 },
    });
  });

  it('answers 503 with Retry-After when the store is unreachable', () => {
    expect(httpErrorOf(new StoreUnavailableError(new Error('ECONNREFUSED')))).toMatchObject({
      statusCode: 503,
      message: ERROR_MESSAGES.unavailable,
      headers: { 'Retry-After': 5 },
    });
  });

  it("turns Fastify's body errors into the plain messages", () => {
    expect(httpErrorOf(fastifyError(413, 'FST_ERR_CTP_BODY_TOO_LARGE'))).toMatchObject({
      statusCode: 413,
      message: ERROR_MESSAGES.tooLarge,
    });
    expect(httpErrorOf(fastifyError(415, 'FST_ERR_CTP_INVALID_MEDIA_TYPE'))).toMatchObject({
      statusCode: 415,
      message: ERROR_MESSAGES.notJson,
    });
    expect(httpErrorOf(fastifyError(400, 'FST_ERR_VALIDATION', 'Invalid code'))).toMatchObject({
      statusCode: 400,
      message: 'Invalid code',
    });
  });

  it('hides everything else behind a plain 500', () => {
    for (const error of [new Error('at secret.host:6379'), fastifyError(502, 'X'), 'a string']) {
      const answer = httpErrorOf(error);
      expect(answer).toBeInstanceOf(HttpError);
      expect(answer).toMatchObject({ statusCode: 500, message: ERROR_MESSAGES.serverError });
    }
  });
});
