import { describe, expect, it } from 'vitest';
import { clampPinch, fingerDistance, pinchScale, zoomPercent } from './zoom';

describe('zoom rules', () => {
  it('keeps the own pinch scale within 0.25-4', () => {
    expect(clampPinch(0.1)).toBe(0.25);
    expect(clampPinch(1.5)).toBe(1.5);
    expect(clampPinch(9)).toBe(4);
  });

  it('prefers the browser pinch only above 1.01', () => {
    expect(pinchScale(1.01, 2)).toBe(2);
    expect(pinchScale(1.5, 2)).toBe(1.5);
    expect(pinchScale(1, 0.5)).toBe(0.5);
  });

  it('measures the zoom against the load-time pixel ratio', () => {
    expect(zoomPercent(1, 2, 2)).toBe(100);
    expect(zoomPercent(1, 1.25, 1)).toBe(125);
    expect(zoomPercent(1, 3, 2)).toBe(150);
    expect(zoomPercent(1.5, 1, 1)).toBe(150);
    expect(zoomPercent(1, 1.1, 1.5)).toBe(73);
  });

  it('measures the distance between two fingers', () => {
    expect(fingerDistance({ clientX: 0, clientY: 0 }, { clientX: 3, clientY: 4 })).toBe(5);
  });
});
