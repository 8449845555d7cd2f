import { describe, expect, it } from 'vitest';
import {
  isTargetType,
  stateApplies,
  stateStatus,
  stateClass,
  STATES,
  TARGET_TYPES,
  targetLabel,
} from './states';

describe('stateApplies', () => {
  it('offers read-only only for Input and Textarea', () => {
    const readOnly = TARGET_TYPES.filter((type) => stateApplies('read-only', type));
    expect(readOnly).toEqual(['Input', 'Textarea']);
  });

  it('offers disabled for every type but Label', () => {
    const disabled = TARGET_TYPES.filter((type) => stateApplies('disabled', type));
    expect(disabled).toEqual(['Button', 'Input', 'Textarea', 'Select']);
  });

  it('offers hidden, covered and zero-size for every type', () => {
    for (const state of ['hidden', 'covered', 'zero-size'] as const)
      for (const type of TARGET_TYPES) expect(stateApplies(state, type)).toBe(true);
  });
});

it('states each state for 3 s', () => {
  expect(STATES.map(stateStatus)).toEqual([
    'Target is hidden for 3 s.',
    'Target is disabled for 3 s.',
    'Target is read-only for 3 s.',
    'Target is covered for 3 s.',
    'Target is zero-size for 3 s.',
  ]);
});

it('recognises the five target types only', () => {
  expect(isTargetType('Select')).toBe(true);
  expect(isTargetType('select')).toBe(false);
  expect(isTargetType('Checkbox')).toBe(false);
});

it('labels the form control targets', () => {
  expect(TARGET_TYPES.map(targetLabel)).toEqual([
    undefined,
    'Target text',
    'Target text',
    'Target select',
    undefined,
  ]);
});

it('puts hidden and zero-size on the target as classes; the others need none', () => {
  expect(STATES.map(stateClass)).toEqual([
    'auto-wait--hidden',
    undefined,
    undefined,
    undefined,
    'auto-wait--zero-size',
  ]);
  expect(stateClass(undefined)).toBeUndefined();
});
