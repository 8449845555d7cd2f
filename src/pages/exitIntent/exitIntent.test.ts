import { describe, expect, it } from 'vitest';
import { isExitThroughTop, shownCountText } from './exitIntent';

describe('isExitThroughTop', () => {
  it('counts a pointer leaving the document less than 20 px from the top, or above it', () => {
    expect(isExitThroughTop({ relatedTarget: null, clientY: 0 })).toBe(true);
    expect(isExitThroughTop({ relatedTarget: null, clientY: 19 })).toBe(true);
    expect(isExitThroughTop({ relatedTarget: null, clientY: -15 })).toBe(true);
  });

  it('ignores an exit 20 px or more from the top (left, right or bottom edge)', () => {
    expect(isExitThroughTop({ relatedTarget: null, clientY: 20 })).toBe(false);
    expect(isExitThroughTop({ relatedTarget: null, clientY: 400 })).toBe(false);
  });

  it('ignores a move from one element onto another, even at the top', () => {
    const onto = new EventTarget();
    expect(isExitThroughTop({ relatedTarget: onto, clientY: 5 })).toBe(false);
  });
});

describe('shownCountText', () => {
  it('states how many times the modal was shown', () => {
    expect(shownCountText(0)).toBe('Exit-intent modal shown: 0 times');
    expect(shownCountText(3)).toBe('Exit-intent modal shown: 3 times');
  });
});
