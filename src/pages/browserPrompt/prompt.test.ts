import { describe, expect, it } from 'vitest';
import { findExercise } from '../../shared/catalog';
import { promptsOnLoad, welcome } from './prompt';

describe('welcome', () => {
  it('greets the trimmed name', () => expect(welcome(' Ada ')).toBe('Welcome, Ada'));
  it.each(['', '   ', null])('is null for %j', (answer) => expect(welcome(answer)).toBeNull());
});

describe('promptsOnLoad', () => {
  const entry = findExercise('/browserPrompt')!;
  it.each(['/browserPromptOnLoad', '/BROWSERPROMPTONLOAD', '/x/browserpromptonload/y'])(
    'is true for %s',
    (path) => expect(promptsOnLoad(entry, path)).toBe(true),
  );
  it.each(['/browserPrompt', '/BrowserPrompt'])('is false for %s', (path) =>
    expect(promptsOnLoad(entry, path)).toBe(false),
  );
  it('is false for an entry without a pattern', () =>
    expect(promptsOnLoad(findExercise('/counter')!, '/browserPromptOnLoad')).toBe(false));
  it('agrees with the catalog entry', () => {
    expect(entry.matches?.source).toBe('browserpromptonload');
    expect(entry.matches?.flags).toBe('i');
  });
});
