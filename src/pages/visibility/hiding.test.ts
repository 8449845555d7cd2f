import { describe, expect, it } from 'vitest';
import { clickedMessage, hiddenStyle, TARGETS } from './hiding';

describe('hiddenStyle', () => {
  it('uses a different CSS mechanism for each styled mode', () => {
    expect(hiddenStyle('displayNone')).toEqual({ display: 'none' });
    expect(hiddenStyle('visibilityHidden')).toEqual({ visibility: 'hidden' });
    expect(hiddenStyle('zeroSize')).toEqual({
      width: 0,
      height: 0,
      padding: 0,
      border: 0,
      overflow: 'hidden',
    });
    expect(hiddenStyle('opacity')).toEqual({ opacity: 0 });
    expect(hiddenStyle('offscreen')).toEqual({
      position: 'absolute',
      top: '-9999px',
      left: '-9999px',
    });
  });

  it('leaves Removed and Covered unstyled: the DOM and an overlay hide them', () => {
    expect(hiddenStyle('removed')).toEqual({});
    expect(hiddenStyle('covered')).toEqual({});
  });
});

it('lists seven targets with their ids, one per mode', () => {
  expect(TARGETS.map((t) => [t.label, t.id])).toEqual([
    ['Removed', 'removedButton'],
    ['Display None', 'displayNoneButton'],
    ['Visibility Hidden', 'visibilityHiddenButton'],
    ['Zero Size', 'zeroSizeButton'],
    ['Opacity 0', 'opacityButton'],
    ['Off-screen', 'offscreenButton'],
    ['Covered', 'coveredButton'],
  ]);
  expect(new Set(TARGETS.map((t) => t.mode)).size).toBe(7);
});

it('names the clicked button in the status', () => {
  expect(clickedMessage('Opacity 0')).toBe('Opacity 0 button clicked.');
});
