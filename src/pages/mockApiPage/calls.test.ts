import { describe, expect, it } from 'vitest';
import { CARDS, formatBody, NOT_PRESENT, savedValue } from './calls';

describe('the mock API cards', () => {
  it('are the three requests of the spec', () => {
    expect(CARDS.map((c) => [c.id, c.method, c.path, c.savedPath])).toEqual([
      ['rotatingCode', 'GET', '/code', 'code'],
      ['echoGet', 'GET', '/echo', 'value'],
      ['echoPost', 'POST', '/echo', 'received.value'],
    ]);
    expect(CARDS[2]!.body).toEqual({ source: 'mock-api-playground', value: 'REAL_ROUND_TRIP' });
  });

  it('read the saved value at a path: text as is, anything else as JSON', () => {
    expect(savedValue('{"code":"AB12CD","timestamp":"x"}', 'code')).toBe('AB12CD');
    expect(savedValue('{"received":{"value":"REAL_ROUND_TRIP"}}', 'received.value')).toBe(
      'REAL_ROUND_TRIP',
    );
    expect(savedValue('{"value":{"a":[1,2]}}', 'value')).toBe('{"a":[1,2]}');
    expect(savedValue('{"value":7}', 'value')).toBe('7');
    expect(savedValue('{"value":null}', 'value')).toBe('null');
    expect(savedValue('{"value":false}', 'value')).toBe('false');
  });

  it('say when the value is missing or the body is not JSON', () => {
    expect(savedValue('{"message":"No such endpoint: GET /echo"}', 'value')).toBe(NOT_PRESENT);
    expect(savedValue('{"received":"text"}', 'received.value')).toBe(NOT_PRESENT);
    expect(savedValue('{"received":null}', 'received.value')).toBe(NOT_PRESENT);
    expect(savedValue('["value"]', 'value')).toBe(NOT_PRESENT);
    expect(savedValue('not json', 'value')).toBe(NOT_PRESENT);
    expect(savedValue('', 'code')).toBe(NOT_PRESENT);
    expect(NOT_PRESENT).toBe('not present in response');
  });

  it('show a body as indented JSON, other text as is, or "(empty body)"', () => {
    expect(formatBody('{"code":"A","n":[1]}')).toBe('{\n  "code": "A",\n  "n": [\n    1\n  ]\n}');
    expect(formatBody('plain <b>text</b>')).toBe('plain <b>text</b>');
    expect(formatBody('')).toBe('(empty body)');
  });
});
