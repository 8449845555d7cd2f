import { describe, expect, it } from 'vitest';
import { confirmResult, promptResult } from './dialogs';

describe('confirmResult', () => {
  it('names the button chosen', () => {
    expect(confirmResult(true)).toBe('You chose OK.');
    expect(confirmResult(false)).toBe('You chose Cancel.');
  });
});

describe('promptResult', () => {
  it('echoes typed text as it was typed', () => {
    expect(promptResult('hello')).toBe('You typed: hello');
    expect(promptResult('  two words ')).toBe('You typed:   two words ');
  });

  it('tells OK with nothing apart from Cancel', () => {
    expect(promptResult('')).toBe('You typed nothing.');
    expect(promptResult(null)).toBe('You cancelled the prompt.');
  });
});
