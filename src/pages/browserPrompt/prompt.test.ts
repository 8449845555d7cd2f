import { describe, expect, it } from 'vitest';
import { exercises } from '../../shared/catalog';
import { promptsOnLoad, welcome } from './prompt';

describe('welcome', () => {
  it('greets the trimmed name', () => expect(welcome(' Ada ')).toBe('Welcome, Ada'));
  it.each(['', '   ', null])('is null for %j', (answer) => expect(welcome(answer)).toBeNull());
});

describe('promptsOnLoad', () => {
  it.each(['/browserPromptOnLoad', '/BROWSERPROMPTONLOAD', '/x/browserpromptonload/y'])(
    'is true for %s',
    (path) => expect(promptsOnLoad(path)).toBe(true),
  );
  it.each(['/browserPrompt', '/BrowserPrompt'])('is false for %s', (path) =>
    expect(promptsOnLoad(path)).toBe(false),
  );
  it('agrees with the catalog entry', () => {
    const entry = exercises.find((e) => e.page === 'browserPrompt')!;
    expect(entry.matches?.source).toBe('browserpromptonload');
    expect(entry.matches?.flags).toBe('i');
  });
});
