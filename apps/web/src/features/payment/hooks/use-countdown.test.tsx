import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './use-countdown.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useCountdown', () => {
  it('counts down each second and expires once at 0', () => {
    const onExpire = vi.fn();
    const { result } = renderHook(() => useCountdown(5, { onExpire }));
    expect(result.current).toBe(5);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(4);
    act(() => vi.advanceTimersByTime(3999));
    expect(result.current).toBe(1);
    expect(onExpire).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(0);
    expect(onExpire).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(10_000));
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('waits while inactive', () => {
    const onExpire = vi.fn();
    const { result, rerender } = renderHook(({ active }) => useCountdown(2, { active, onExpire }), {
      initialProps: { active: false },
    });
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current).toBe(2);
    rerender({ active: true });
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current).toBe(0);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });
});
