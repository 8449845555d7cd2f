import { describe, expect, it, vi } from 'vitest';
import {
  clampPinch,
  fingerDistance,
  pinchScale,
  RATIO_POLL_MS,
  watchPixelRatio,
  zoomPercent,
} from './zoom';

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

describe('watchPixelRatio', () => {
  /** A window whose ratio the test sets, with the media query list the page listens to. */
  function fakeWindow() {
    const queries: string[] = [];
    let onQueryChange: (() => void) | undefined;
    const win = {
      devicePixelRatio: 1,
      matchMedia: (query: string) => {
        queries.push(query);
        return {
          addEventListener: (_: string, listener: () => void) => (onQueryChange = listener),
          removeEventListener: () => (onQueryChange = undefined),
        } as unknown as MediaQueryList;
      },
      setInterval: (handler: () => void, ms: number) => window.setInterval(handler, ms),
      clearInterval: (id: number) => window.clearInterval(id),
    };
    return { win, queries, queryChanged: () => onQueryChange?.() };
  }

  it('reports a change of ratio that no event announces, within one poll', () => {
    vi.useFakeTimers();
    const { win } = fakeWindow();
    const onChange = vi.fn();
    const stop = watchPixelRatio(win, onChange);
    vi.advanceTimersByTime(RATIO_POLL_MS * 4);
    expect(onChange).not.toHaveBeenCalled();
    win.devicePixelRatio = 1.25;
    vi.advanceTimersByTime(RATIO_POLL_MS);
    expect(onChange).toHaveBeenCalledTimes(1);
    win.devicePixelRatio = 1;
    vi.advanceTimersByTime(RATIO_POLL_MS);
    expect(onChange).toHaveBeenCalledTimes(2);
    stop();
    win.devicePixelRatio = 2;
    vi.advanceTimersByTime(RATIO_POLL_MS * 4);
    expect(onChange).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });

  it('reports at once what the resolution query announces, then watches the new ratio', () => {
    const { win, queries, queryChanged } = fakeWindow();
    const onChange = vi.fn();
    const stop = watchPixelRatio(win, onChange);
    expect(queries).toEqual(['(resolution: 1dppx)']);
    win.devicePixelRatio = 1.5;
    queryChanged();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(queries).toEqual(['(resolution: 1dppx)', '(resolution: 1.5dppx)']);
    stop();
  });
});
