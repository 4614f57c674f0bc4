import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatMmSs, useCountdown } from './use-countdown.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('formatMmSs', () => {
  it('pads minutes and seconds', () => {
    expect(formatMmSs(300)).toBe('05:00');
    expect(formatMmSs(61)).toBe('01:01');
    expect(formatMmSs(9)).toBe('00:09');
    expect(formatMmSs(0)).toBe('00:00');
    expect(formatMmSs(-3)).toBe('00:00');
  });
});

describe('useCountdown', () => {
  it('counts down a second at a time and stops at zero', () => {
    const { result } = renderHook(() => useCountdown(300));
    expect(result.current.remaining).toBe(300);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(299);
    act(() => vi.advanceTimersByTime(239_000));
    expect(result.current.remaining).toBe(60);
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current.remaining).toBe(0);
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current.remaining).toBe(0);
  });

  it('starts over on restart', () => {
    const { result } = renderHook(() => useCountdown(300));
    act(() => vi.advanceTimersByTime(300_000));
    expect(result.current.remaining).toBe(0);
    act(() => result.current.restart());
    expect(result.current.remaining).toBe(300);
    act(() => vi.advanceTimersByTime(2_000));
    expect(result.current.remaining).toBe(298);
  });
});

describe('useCountdown onExpire', () => {
  it('expires once at 0, and again after a restart', () => {
    const onExpire = vi.fn();
    const { result } = renderHook(() => useCountdown(5, { onExpire }));
    act(() => vi.advanceTimersByTime(4999));
    expect(result.current.remaining).toBe(1);
    expect(onExpire).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.remaining).toBe(0);
    expect(onExpire).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(10_000));
    expect(onExpire).toHaveBeenCalledTimes(1);
    act(() => result.current.restart());
    act(() => vi.advanceTimersByTime(5000));
    expect(onExpire).toHaveBeenCalledTimes(2);
  });

  it('calls the latest onExpire, not the one it started with', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = renderHook(({ onExpire }) => useCountdown(1, { onExpire }), {
      initialProps: { onExpire: first },
    });
    rerender({ onExpire: second });
    act(() => vi.advanceTimersByTime(1000));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });
});
