import { describe, expect, it } from 'vitest';
import { centreOf, nameOutcome } from './nameCheck';

describe('nameOutcome', () => {
  it('keeps and echoes the text when the field is on top at its centre', () => {
    expect(nameOutcome('Alice', true)).toEqual({
      value: 'Alice',
      message: 'Name: Alice',
      covered: false,
    });
  });

  it('empties the field when something else is at its centre', () => {
    expect(nameOutcome('Alice', false)).toEqual({
      value: '',
      message: 'Name was cleared: it was covered while you typed.',
      covered: true,
    });
  });
});

describe('centreOf', () => {
  it('is the middle of the rectangle', () => {
    expect(centreOf({ left: 10, top: 66, width: 300, height: 34 })).toEqual({ x: 160, y: 83 });
  });
});
