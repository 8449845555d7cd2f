import { describe, expect, it } from 'vitest';
import { isTextField, itemHue, labelColor, loadedAfterScroll, scrollLeftCentring } from './strip';

describe('itemHue', () => {
  it('steps 47 degrees per item, wrapping at 360', () => {
    expect(itemHue(1)).toBe(0);
    expect(itemHue(2)).toBe(47);
    expect(itemHue(9)).toBe(16);
  });
});

describe('labelColor', () => {
  it('is black on light hues and white on dark ones', () => {
    expect(labelColor(3)).toBe('black'); // hue 94: light green
    expect(labelColor(2)).toBe('black'); // hue 47: yellow-orange
    expect(labelColor(6)).toBe('white'); // hue 235: blue
    expect(labelColor(7)).toBe('white'); // hue 282: purple
  });
});

describe('loadedAfterScroll', () => {
  const view = { childElementCount: 20, scrollLeft: 4200, clientWidth: 1200, scrollWidth: 5600 };
  it('adds a batch of 20 to the items in the strip when its right edge is within 200 px of the end', () => {
    expect(loadedAfterScroll(view)).toBe(40);
    expect(loadedAfterScroll({ ...view, scrollLeft: 4199 })).toBe(20);
  });
  it('asks for the same one batch however often the same strip is measured', () => {
    expect([loadedAfterScroll(view), loadedAfterScroll(view)]).toEqual([40, 40]);
  });
  it('never goes past 100', () => {
    expect(
      loadedAfterScroll({
        childElementCount: 100,
        scrollLeft: 900,
        clientWidth: 100,
        scrollWidth: 1000,
      }),
    ).toBe(100);
  });
});

describe('scrollLeftCentring', () => {
  it('puts the middle of item n in the middle of the strip', () => {
    expect(scrollLeftCentring(10, 1000, 16)).toBe(16 + 9 * 280 + 130 - 500);
    expect(scrollLeftCentring(1, 1000, 0)).toBe(0);
  });
});

describe('isTextField', () => {
  it('is true for text inputs, textareas and editable content only', () => {
    const text = document.createElement('input');
    const checkbox = Object.assign(document.createElement('input'), { type: 'checkbox' });
    expect(isTextField(text)).toBe(true);
    expect(isTextField(document.createElement('textarea'))).toBe(true);
    expect(isTextField(checkbox)).toBe(false);
    expect(isTextField(document.createElement('div'))).toBe(false);
    expect(isTextField(null)).toBe(false);
  });
});
