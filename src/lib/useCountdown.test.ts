import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './useCountdown';

describe('useCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts down once a tick and stops at zero', () => {
    const { result } = renderHook(() => useCountdown(5));
    const seen = [result.current];
    for (let i = 0; i < 7; i++) {
      act(() => {
        vi.advanceTimersByTime(1000);
      });
      seen.push(result.current);
    }
    expect(seen).toEqual([5, 4, 3, 2, 1, 0, 0, 0]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does not tick before a full second', () => {
    const { result } = renderHook(() => useCountdown(5));
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(result.current).toBe(5);
  });

  it('leaves no timer behind on unmount', () => {
    const { unmount } = renderHook(() => useCountdown(5));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
