import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_OBJECTS, imageOf } from '../../src/shared/captcha.js';

describe('the tile images (public/captcha)', () => {
  it.each(CAPTCHA_OBJECTS)('%s is a small, plain SVG file', (object) => {
    const svg = readFileSync(join('public', imageOf(object)), 'utf8');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" [^>]*viewBox="0 0 64 64">/);
    expect(svg.trimEnd()).toMatch(/<\/svg>$/);
    expect(svg).not.toMatch(/<script|<image|href=|on\w+=/i);
    expect(svg.length).toBeLessThan(1024);
  });
});
