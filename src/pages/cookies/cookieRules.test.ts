import { describe, expect, it } from 'vitest';
import {
  decodeValue,
  deleteCookieLines,
  INVALID_NAME,
  parseDocumentCookie,
  problemWith,
  setCookieLine,
  VALUE_TOO_LONG,
} from './cookieRules';

describe('problemWith', () => {
  it('takes names of 1 to 50 letters, digits, - and _', () => {
    expect(problemWith('flavour', 'chocolate')).toBeUndefined();
    expect(problemWith('a-B_9', '')).toBeUndefined();
    expect(problemWith('n'.repeat(50), 'v')).toBeUndefined();
    for (const name of ['', 'n'.repeat(51), 'two words', 'semi;colon', 'é', 'a=b']) {
      expect(problemWith(name, 'v')).toBe(
        'Cookie names may use only letters, digits, - and _ (1 to 50 characters).',
      );
    }
    expect(INVALID_NAME).toBe(problemWith('', ''));
  });

  it('takes values of at most 200 characters', () => {
    expect(problemWith('n', 'v'.repeat(200))).toBeUndefined();
    expect(problemWith('n', 'v'.repeat(201))).toBe(
      'Cookie values may have at most 200 characters.',
    );
    expect(VALUE_TOO_LONG).toBe(problemWith('n', 'v'.repeat(201)));
  });
});

describe('writing cookies', () => {
  it('sets for the site, Lax, a day, the value URL-encoded', () => {
    expect(setCookieLine('flavour', 'dark chocolate; 100%')).toBe(
      'flavour=dark%20chocolate%3B%20100%25; path=/; SameSite=Lax; max-age=86400',
    );
  });

  it('deletes at the root and at the page path, with and without the domain', () => {
    expect(deleteCookieLines('a', '/cookies', 'localhost')).toEqual([
      'a=; path=/; max-age=0',
      'a=; path=/; domain=localhost; max-age=0',
      'a=; path=/cookies; max-age=0',
      'a=; path=/cookies; domain=localhost; max-age=0',
    ]);
    expect(deleteCookieLines('a', '/', 'h')).toHaveLength(2);
  });
});

describe('reading cookies', () => {
  it('lists document.cookie sorted by name, values decoded', () => {
    expect(parseDocumentCookie('')).toEqual([]);
    expect(parseDocumentCookie('b=2; XSRF-TOKEN=t; a=x%20y; c=100%; d=k=v')).toEqual([
      { name: 'a', value: 'x y' },
      { name: 'b', value: '2' },
      { name: 'c', value: '100%' },
      { name: 'd', value: 'k=v' },
      { name: 'XSRF-TOKEN', value: 't' },
    ]);
    expect(parseDocumentCookie('lonely')).toEqual([{ name: '', value: 'lonely' }]);
  });

  it('decodes what it can', () => {
    expect(decodeValue('%E2%9C%93')).toBe('✓');
    expect(decodeValue('%E2')).toBe('%E2');
  });
});
