import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRevealInTurns } from './use-reveal.ts';

const hidden = vi.spyOn(document, 'hidden', 'get');
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
  hidden.mockReturnValue(false);
});
afterEach(() => vi.useRealTimers());

/** One frame (its callbacks) and the tasks due after it. */
const frame = () =>
  act(() => {
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(0);
  });

/** Frames until the count changes (the effect that asks for the next one may wait for a frame itself). */
function nextTurn(result: { current: number }, most = 4) {
  const before = result.current;
  for (let frames = 0; frames < most && result.current === before; frames++) frame();
  return result.current;
}

describe('useRevealInTurns', () => {
  it('shows the first part at once, then one more after each frame, and stops at the last', () => {
    const { result } = renderHook(() => useRevealInTurns(3));
    expect(result.current).toBe(1);
    expect(nextTurn(result)).toBe(2);
    expect(nextTurn(result)).toBe(3);
    expect(nextTurn(result)).toBe(3);
  });

  it('shows every part at once in a hidden tab, where frames do not come', () => {
    hidden.mockReturnValue(true);
    const { result } = renderHook(() => useRevealInTurns(4));
    act(() => vi.advanceTimersByTime(0));
    expect(result.current).toBe(4);
  });

  it('follows a total that shrinks or grows', () => {
    const { result, rerender } = renderHook(({ total }) => useRevealInTurns(total), { initialProps: { total: 2 } });
    expect(nextTurn(result)).toBe(2);
    rerender({ total: 1 });
    expect(result.current).toBe(1);
    rerender({ total: 3 });
    expect(nextTurn(result)).toBe(3);
  });

  it('shows nothing of nothing', () => {
    const { result } = renderHook(() => useRevealInTurns(0));
    expect(result.current).toBe(0);
  });
});
