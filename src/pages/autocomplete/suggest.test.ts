import { describe, expect, it } from 'vitest';
import { COUNTRIES } from './countries';
import { countryNamed, findMatch, fold, MAX_SUGGESTIONS, suggest } from './suggest';

const names = (text: string) => suggest(text).map((s) => s.name);

describe('suggest', () => {
  it('lists the countries starting with the text first, then those containing it', () => {
    expect(names('ger')).toEqual(['Germany', 'Algeria', 'Niger', 'Nigeria']);
  });

  it('ignores case and accents, both ways', () => {
    expect(names('COTE')).toEqual(["Côte d'Ivoire"]);
    expect(names('sao tome')).toEqual(['São Tomé and Príncipe']);
    expect(names('tür')).toEqual(['Türkiye']);
    expect(names('ô')).toContain("Côte d'Ivoire");
  });

  it('sorts each group alphabetically', () => {
    expect(names('s')).toEqual([
      'São Tomé and Príncipe',
      'Saudi Arabia',
      'Senegal',
      'Singapore',
      'South Africa',
      'South Korea',
      'Spain',
      'Sweden',
    ]);
    expect(names('land')).toEqual([
      'Finland',
      'Iceland',
      'Ireland',
      'Netherlands',
      'New Zealand',
      'Poland',
      'Switzerland',
      'Thailand',
    ]);
  });

  it('shows at most eight', () => {
    expect(names('a').length).toBe(MAX_SUGGESTIONS);
  });

  it('needs a non-space character and ignores surrounding spaces', () => {
    expect(suggest('')).toEqual([]);
    expect(suggest('   ')).toEqual([]);
    expect(names('  peru ')).toEqual(['Peru']);
  });

  it('keeps inner spaces', () => {
    expect(names('h k')).toEqual(['South Korea']);
    expect(names('hk')).toEqual([]);
  });

  it('finds nothing for unknown text', () => {
    expect(suggest('xyz')).toEqual([]);
  });

  it('splits the name around the matching part, in the original spelling', () => {
    expect(suggest('ger')[1]).toEqual({
      name: 'Algeria',
      before: 'Al',
      match: 'ger',
      after: 'ia',
    });
    expect(suggest('SAO')[0]).toMatchObject({
      before: '',
      match: 'São',
      after: ' Tomé and Príncipe',
    });
  });
});

describe('findMatch', () => {
  it('maps folded positions back to the original text', () => {
    expect(findMatch('São Tomé and Príncipe', 'tome')).toEqual({ start: 4, end: 8 });
    expect(findMatch('Peru', 'x')).toBeNull();
  });
});

describe('fold', () => {
  it('drops accents and case', () => {
    expect(fold('Côte São TÜRKIYE')).toBe('cote sao turkiye');
  });
});

describe('countryNamed', () => {
  it('finds a country ignoring case and surrounding spaces', () => {
    expect(countryNamed('germany')).toBe('Germany');
    expect(countryNamed(' UNITED KINGDOM ')).toBe('United Kingdom');
  });

  it('finds nothing for part of a name or an unknown one', () => {
    expect(countryNamed('Germ')).toBeUndefined();
    expect(countryNamed('')).toBeUndefined();
  });

  it('knows all sixty countries', () => {
    expect(COUNTRIES).toHaveLength(60);
    expect(new Set(COUNTRIES).size).toBe(60);
  });
});
