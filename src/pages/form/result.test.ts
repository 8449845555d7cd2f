import { describe, expect, it } from 'vitest';
import { checkedLines, INITIAL_STATE, resultLines } from './result';

describe('resultLines', () => {
  it('lists the defaults, with "no value" for empty fields', () => {
    expect(resultLines(INITIAL_STATE)).toEqual([
      ['email', 'no value'],
      ['password', 'no value'],
      ['ro', 'This value must be the same'],
      ['desc', 'no value'],
      ['color', 'no value'],
      ['country', 'USA'],
      ['optionsRadios', 'ONE'],
      ['phone', 'no value'],
    ]);
  });

  it('lists what was entered', () => {
    const lines = resultLines({
      ...INITIAL_STATE,
      email: 'a@b.c',
      password: 'pw',
      description: 'line 1\nline 2',
      color: 'Green',
      country: 'Brazil',
      optionsRadios: 'THREE',
      phone: '4930123456',
    });
    expect(Object.fromEntries(lines)).toMatchObject({
      email: 'a@b.c',
      password: 'pw',
      desc: 'line 1\nline 2',
      color: 'Green',
      country: 'Brazil',
      optionsRadios: 'THREE',
      phone: '4930123456',
    });
  });
});

describe('checkedLines', () => {
  it('is empty when nothing is checked', () =>
    expect(checkedLines(INITIAL_STATE.checkboxes)).toEqual([]));
  it('lists only the checked boxes, in order', () =>
    expect(checkedLines({ better_call_saul: false, drop_the_phone: true, wazzzup: true })).toEqual([
      ['drop_the_phone', 'checked'],
      ['wazzzup', 'checked'],
    ]));
});
