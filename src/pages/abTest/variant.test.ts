import { describe, expect, it, vi } from 'vitest';
import { createRandom } from '../../lib/random';
import { drawHeading, hasOptedOut, OPT_OUT_HEADING, VARIANT_A, VARIANT_B } from './variant';

describe('hasOptedOut', () => {
  it.each(['abOptOut=true', 'theme=dark; abOptOut=true', 'abOptOut=true; x=1'])(
    'finds the cookie in %j',
    (cookies) => expect(hasOptedOut(cookies)).toBe(true),
  );
  it.each(['', 'abOptOut=false', 'abOptOut=TRUE', 'xabOptOut=true', 'abOptOut=true1'])(
    'does not in %j',
    (cookies) => expect(hasOptedOut(cookies)).toBe(false),
  );
});

describe('drawHeading', () => {
  it('shows the opt-out heading and draws nothing when opted out', () => {
    const random = createRandom(1);
    const next = vi.spyOn(random, 'next');
    expect(drawHeading('abOptOut=true', random)).toBe(OPT_OUT_HEADING);
    expect(next).not.toHaveBeenCalled();
  });

  it('splits the variants 50/50', () => {
    const random = createRandom(12);
    const headings = Array.from({ length: 2000 }, () => drawHeading('', random));
    const a = headings.filter((h) => h === VARIANT_A).length;
    expect(headings.every((h) => h === VARIANT_A || h === VARIANT_B)).toBe(true);
    expect(a / 2000).toBeGreaterThan(0.46);
    expect(a / 2000).toBeLessThan(0.54);
  });

  it('repeats with the same seed', () =>
    expect(drawHeading('', createRandom(4))).toBe(drawHeading('', createRandom(4))));
});
