import { describe, expect, it } from 'vitest';
import { CAPTCHA_MESSAGES } from '../../shared/captcha';
import { NOT_COMPLETED, prompt, TEXTS, tileName, toggle, validateOutcome } from './rules';

describe('the widget texts', () => {
  it('names the target and each tile as SPEC-2 words them', () => {
    expect(prompt('fire hydrant')).toBe('Select all images with a fire hydrant.');
    expect(tileName({ position: 3, object: 'traffic light' })).toBe('Tile 3: traffic light');
  });
  it("asks to click the box: a tool's check() cannot tick it", () => {
    expect(TEXTS.rules[0]).toMatch(/^Click the box, /);
  });
});

describe('toggle', () => {
  it('adds a tile once, in position order, and removes it on the next press', () => {
    expect(toggle([], 5)).toEqual([5]);
    expect(toggle([5], 2)).toEqual([2, 5]);
    expect(toggle([2, 5], 5)).toEqual([2]);
    expect(toggle(toggle([7], 7), 7)).toEqual([7]);
  });
});

describe('validateOutcome', () => {
  it('shows success for a valid pass token', () => {
    expect(validateOutcome(200, CAPTCHA_MESSAGES.validated)).toEqual({
      ok: true,
      text: '✓ Captcha validation successful!',
      expired: false,
    });
  });

  it('shows the expired text and resets for a spent or expired token', () => {
    expect(validateOutcome(400, CAPTCHA_MESSAGES.tokenExpired)).toEqual({
      ok: false,
      text: '✗ The CAPTCHA expired. Please complete it again.',
      expired: true,
    });
  });

  it("shows any other refusal with the server's words, keeping the widget", () => {
    expect(validateOutcome(403, 'Missing token.')).toEqual({
      ok: false,
      text: '✗ Missing token.',
      expired: false,
    });
    expect(validateOutcome(500, '').text).toBe(
      '✗ The server could not be reached. Please try again.',
    );
  });

  it('asks for the challenge first without a token', () => {
    expect(NOT_COMPLETED.text).toBe('✗ Please complete the CAPTCHA challenge first.');
  });
});
