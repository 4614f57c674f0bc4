import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { ConfirmActionDialog } from './confirm-action-dialog.tsx';

function renderDialog(onConfirm: (target: string) => Promise<void>, onClose = vi.fn()) {
  render(
    <ConfirmActionDialog
      target="SPRING25"
      title={(code) => `Deactivate ${code}`}
      confirmLabel={() => 'Deactivate'}
      busyLabel={() => 'Deactivating…'}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {(code) => <p>{code} stops working at once.</p>}
    </ConfirmActionDialog>,
  );
  return onClose;
}

describe('ConfirmActionDialog', () => {
  it('says what the action does with Cancel focused, and closes once it is done', async () => {
    const onConfirm = vi.fn(async () => undefined);
    const onClose = renderDialog(onConfirm);
    const dialog = screen.getByRole('dialog', { name: 'Deactivate SPRING25' });
    expect(dialog).toHaveTextContent('SPRING25 stops working at once.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onConfirm).toHaveBeenCalledWith('SPRING25');
  });

  it('shows a failure in place and stays open', async () => {
    const onClose = renderDialog(async () => {
      throw new ApiError({ status: 409, code: 'conflict', message: 'The coupon changed meanwhile.', readable: true });
    });
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The coupon changed meanwhile.');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows nothing when the person cancelled the step-up: nothing was done, and they may try again', async () => {
    const onClose = renderDialog(async () => {
      throw new ApiError({ status: 403, code: 'step_up_required', message: 'Confirm your password.', readable: true });
    });
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Deactivate' })).toBeEnabled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
