import { describe, expect, it } from 'vitest';
import { flagText, shouldOpenOnLoad, touchesFlag } from './entryAd';

describe('shouldOpenOnLoad', () => {
  it('opens unless the flag is exactly "true"', () => {
    expect(shouldOpenOnLoad(null)).toBe(true);
    expect(shouldOpenOnLoad('false')).toBe(true);
    expect(shouldOpenOnLoad('TRUE')).toBe(true);
    expect(shouldOpenOnLoad('true')).toBe(false);
  });
});

describe('flagText', () => {
  it('shows the stored value, or "not set"', () => {
    expect(flagText('true')).toBe('Stored flag entryAdClosed: true');
    expect(flagText(null)).toBe('Stored flag entryAdClosed: not set');
  });
});

describe('touchesFlag', () => {
  it("is the flag's own key, or a whole store cleared (key null)", () => {
    expect(touchesFlag('entryAdClosed')).toBe(true);
    expect(touchesFlag(null)).toBe(true);
    expect(touchesFlag('theme')).toBe(false);
  });
});
