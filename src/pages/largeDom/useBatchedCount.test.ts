import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBatchedCount } from './useBatchedCount';

const FAKED = [
  'setTimeout',
  'clearTimeout',
  'requestAnimationFrame',
  'cancelAnimationFrame',
] as const;

describe('useBatchedCount', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: [...FAKED] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** One frame (16 ms, the faked rAF's interval) and the zero timeout set in it. */
  const nextFrame = () =>
    act(() => {
      vi.advanceTimersByTime(17);
    });

  it('shows the first slice at once and one more step after each frame', () => {
    const { result } = renderHook(() => useBatchedCount([5, 10, 12]));
    const seen = [result.current];
    for (let i = 0; i < 4; i++) {
      nextFrame();
      seen.push(result.current);
    }
    expect(seen.map((s) => s.count)).toEqual([5, 10, 12, 12, 12]);
    expect(seen.map((s) => s.done)).toEqual([false, false, true, true, true]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does not wait for a frame that is not needed', () => {
    const { result } = renderHook(() => useBatchedCount([3]));
    expect(result.current).toEqual({ count: 3, done: true });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('leaves nothing scheduled on unmount', () => {
    const { result, unmount } = renderHook(() => useBatchedCount([5, 10, 15]));
    expect(result.current.count).toBe(5);
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('steps on zero timeouts in a hidden tab, where no frame comes', () => {
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    try {
      const { result } = renderHook(() => useBatchedCount([5, 10]));
      act(() => {
        vi.advanceTimersByTime(0);
      });
      expect(result.current).toEqual({ count: 10, done: true });
    } finally {
      visibility.mockRestore();
    }
  });
});
