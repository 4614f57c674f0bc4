import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InTurns } from './in-turns.tsx';

const hidden = vi.spyOn(document, 'hidden', 'get');
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
  hidden.mockReturnValue(false);
});
afterEach(() => vi.useRealTimers());

/** A few frames, each with the tasks due after it: enough for the next turn. */
const frames = (count = 3) =>
  act(() => {
    for (let each = 0; each < count; each++) {
      vi.advanceTimersToNextFrame();
      vi.advanceTimersByTime(0);
    }
  });

function Counter() {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount((value) => value + 1)}>Pressed {count}</button>;
}

const shown = () => screen.queryAllByRole('listitem').map((item) => item.textContent);

describe('InTurns', () => {
  it('renders its children in order, one more each turn, until all are there', () => {
    render(
      <ul>
        <InTurns>
          <li>one</li>
          {false}
          <li>two</li>
          {null}
          <li>three</li>
        </InTurns>
      </ul>,
    );
    expect(shown()).toEqual(['one']);
    frames();
    expect(shown()).toEqual(['one', 'two']);
    frames();
    expect(shown()).toEqual(['one', 'two', 'three']);
    frames();
    expect(shown()).toEqual(['one', 'two', 'three']);
  });

  it('keeps the state of a part shown as the next ones arrive', () => {
    render(
      <InTurns>
        <Counter />
        <p>below</p>
      </InTurns>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Pressed 0' }));
    frames();
    expect(screen.getByText('below')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pressed 1' })).toBeInTheDocument();
  });
});
