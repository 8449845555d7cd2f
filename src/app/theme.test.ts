import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { THEME_STORAGE_KEY } from './theme';

describe('theme', () => {
  it('uses the same storage key as the pre-paint script', () => {
    const script = readFileSync('public/theme.js', 'utf8');
    expect(script).toContain(`localStorage.getItem('${THEME_STORAGE_KEY}')`);
  });
});
