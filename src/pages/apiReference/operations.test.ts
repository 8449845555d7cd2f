import { describe, expect, it } from 'vitest';
import { asApiDocument, formatExample, groupOperations, type ApiDocument } from './operations';

const message = (text: string) => ({
  description: text,
  content: { 'application/json': { schema: { type: 'object' }, example: { message: text } } },
});

const doc: ApiDocument = {
  tags: [
    { name: 'Site', description: 'Health' },
    { name: 'Empty', description: 'No operation' },
  ],
  paths: {
    '/api/send-email': {
      post: {
        summary: 'Send a code',
        tags: ['2FA'],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: { type: 'object', properties: { email: { type: 'string' } } },
              example: { email: 'ann@example.com' },
            },
          },
        },
        responses: { '200': message('Sent'), '400': message('Invalid e-mail address.') },
      },
    },
    '/healthz': {
      parameters: [] as never,
      get: {
        summary: 'Liveness',
        tags: ['Site'],
        parameters: [{ name: 'q', in: 'query', schema: { type: 'string' }, example: 'x' }],
        responses: {
          '200': {
            description: 'Alive',
            content: {
              'application/json': { schema: { type: 'object', examples: [{ ok: true }] } },
            },
          },
        },
      },
    },
    '/untagged': { delete: { responses: { '204': { description: 'Gone' } } } },
  },
};

/** The operation "{METHOD} {path}" of the grouped document; fails the test if it is missing. */
function operation(title: string) {
  const found = groupOperations(doc)
    .flatMap((g) => g.operations)
    .find((o) => `${o.method} ${o.path}` === title);
  if (!found) throw new Error(`no ${title}`);
  return found;
}

describe('groupOperations', () => {
  it('groups by first tag: the document tags first, then others as met; empty tags dropped', () => {
    const groups = groupOperations(doc);
    expect(groups.map((g) => [g.tag, g.operations.map((o) => `${o.method} ${o.path}`)])).toEqual([
      ['Site', ['GET /healthz']],
      ['2FA', ['POST /api/send-email']],
      ['Other', ['DELETE /untagged']],
    ]);
    expect(groups.map((g) => g.description)).toEqual(['Health', '', '']);
  });

  it('reads parameters, the body with its example and every answer with its example', () => {
    const send = operation('POST /api/send-email');
    expect(send.summary).toBe('Send a code');
    expect(send.body).toEqual({
      required: true,
      schema: { type: 'object', properties: { email: { type: 'string' } } },
      example: { email: 'ann@example.com' },
    });
    expect(send.answers).toEqual([
      { status: '200', description: 'Sent', example: { message: 'Sent' } },
      {
        status: '400',
        description: 'Invalid e-mail address.',
        example: { message: 'Invalid e-mail address.' },
      },
    ]);
    const health = operation('GET /healthz');
    expect(health.parameters).toEqual([
      { name: 'q', in: 'query', required: false, schema: { type: 'string' }, example: 'x' },
    ]);
    expect(health.body).toBeUndefined();
    // Without a media-type example, the schema's first example stands in.
    expect(health.answers).toEqual([
      { status: '200', description: 'Alive', example: { ok: true } },
    ]);
    expect(operation('DELETE /untagged').answers).toEqual([
      { status: '204', description: 'Gone', example: undefined },
    ]);
  });
});

describe('asApiDocument', () => {
  it('accepts a document with paths and rejects anything else', () => {
    expect(asApiDocument({ paths: {} })).toEqual({ paths: {} });
    for (const bad of [null, 'x', [], {}, { paths: [] }]) {
      expect(() => asApiDocument(bad)).toThrow(
        'the answer is not an OpenAPI document (no "paths")',
      );
    }
  });
});

describe('formatExample', () => {
  it('indents JSON by two spaces', () => {
    expect(formatExample({ message: 'Hi' })).toBe('{\n  "message": "Hi"\n}');
  });
});
