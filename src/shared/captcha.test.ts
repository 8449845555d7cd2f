import { describe, expect, it } from 'vitest';
import { CAPTCHA_MESSAGES, CAPTCHA_OBJECTS, imageOf, MAX_TARGETS, MIN_TARGETS } from './captcha';

describe('the practice CAPTCHA contract', () => {
  it("lists SPEC-2's eight objects, once each", () => {
    expect([...CAPTCHA_OBJECTS]).toEqual([
      'bicycle',
      'bus',
      'car',
      'cat',
      'crosswalk',
      'fire hydrant',
      'traffic light',
      'tree',
    ]);
    expect([MIN_TARGETS, MAX_TARGETS]).toEqual([2, 4]);
  });

  it('gives each object its own same-origin SVG, spaces as hyphens', () => {
    expect(imageOf('bus')).toBe('/captcha/bus.svg');
    expect(imageOf('fire hydrant')).toBe('/captcha/fire-hydrant.svg');
    expect(imageOf('traffic light')).toBe('/captcha/traffic-light.svg');
    const images = CAPTCHA_OBJECTS.map(imageOf);
    expect(new Set(images).size).toBe(CAPTCHA_OBJECTS.length);
    for (const image of images) expect(image).toMatch(/^\/captcha\/[a-z-]+\.svg$/);
  });

  it("words the server's answers as SPEC-2 does", () => {
    expect(CAPTCHA_MESSAGES).toEqual({
      wrongSelection: 'Wrong selection. Try this new challenge.',
      challengeExpired: 'This challenge expired. Start a new one.',
      validated: 'Captcha validation successful!',
      tokenExpired: 'The CAPTCHA expired. Please complete it again.',
    });
  });
});
