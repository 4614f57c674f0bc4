import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { InfoTip } from './info-tip.tsx';

function renderTip() {
  render(
    <div>
      <button type="button">before</button>
      <InfoTip subject="Six words">Short enough to remember.</InfoTip>
    </div>,
  );
  return screen.getByRole('button', { name: 'More about: Six words' });
}

describe('InfoTip', () => {
  it('shows on keyboard focus, hides on Escape, and describes its button', async () => {
    const user = userEvent.setup();
    const button = renderTip();
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'before' }));
    await user.tab();
    expect(button).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Short enough to remember.');
    expect(button).toHaveAccessibleDescription('Short enough to remember.');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('toggles with each tap', () => {
    const button = renderTip();
    const tap = () => {
      fireEvent.pointerDown(button, { pointerType: 'touch' });
      button.focus();
      fireEvent.click(button);
    };
    tap();
    expect(screen.getByRole('tooltip')).toBeVisible();
    tap();
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
