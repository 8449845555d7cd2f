import { describe, expect, it } from 'vitest';
import { constraintsText, schemaRows, typeName } from './schemaRows';

describe('typeName', () => {
  it('names plain, union, array, enum and const types', () => {
    expect(typeName({ type: 'string' })).toBe('string');
    expect(typeName({ type: ['integer', 'null'] })).toBe('integer | null');
    expect(typeName({ type: 'array', items: { type: 'object' } })).toBe('object[]');
    expect(typeName({ anyOf: [{ type: 'string' }, { type: 'number' }] })).toBe('string | number');
    expect(typeName({ enum: ['Basics', 'Media'] })).toBe('string');
    expect(typeName({ const: 3 })).toBe('number');
    expect(typeName({})).toBe('any');
  });
});

describe('constraintsText', () => {
  it('puts every limit into words, in a fixed order', () => {
    expect(constraintsText({ type: 'string', maxLength: 59, pattern: '^a+$' })).toBe(
      'at most 59 characters; pattern ^a+$',
    );
    expect(constraintsText({ minimum: 1, maximum: 6, default: 2 })).toBe(
      'minimum 1; maximum 6; default 2',
    );
    expect(constraintsText({ enum: ['Basics', 'Media'] })).toBe('one of "Basics", "Media"');
    expect(constraintsText({ format: 'date-time', minLength: 1 })).toBe(
      'format date-time; at least 1 characters',
    );
    expect(constraintsText({ const: 'ok', minItems: 1, maxItems: 3 })).toBe(
      'exactly "ok"; at least 1 items; at most 3 items',
    );
    expect(constraintsText({ type: 'string' })).toBe('');
  });
});

describe('schemaRows', () => {
  it('gives one row per property, with whether it is required', () => {
    const schema = {
      type: 'object',
      required: ['email'],
      properties: { email: { type: 'string', maxLength: 59 }, note: { type: 'string' } },
    };
    expect(schemaRows(schema)).toEqual([
      { name: 'email', type: 'string', required: true, constraints: 'at most 59 characters' },
      { name: 'note', type: 'string', required: false, constraints: '' },
    ]);
  });

  it('flattens nested objects and objects in arrays into dotted names', () => {
    const schema = {
      type: 'object',
      required: ['messages'],
      properties: {
        messages: {
          type: 'array',
          items: { type: 'object', required: ['id'], properties: { id: { type: 'string' } } },
        },
        owner: { type: 'object', properties: { name: { type: 'string' } } },
      },
    };
    expect(schemaRows(schema).map((row) => [row.name, row.type, row.required])).toEqual([
      ['messages', 'object[]', true],
      ['messages[].id', 'string', true],
      ['owner', 'object', false],
      ['owner.name', 'string', false],
    ]);
  });

  it('shows a schema without properties as one "(value)" row', () => {
    expect(schemaRows({ type: 'string', minLength: 6 })).toEqual([
      { name: '(value)', type: 'string', required: true, constraints: 'at least 6 characters' },
    ]);
  });
});
