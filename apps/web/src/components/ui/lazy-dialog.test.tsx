import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyDialog } from './lazy-dialog.tsx';

function Counter({ open }: { open: boolean }) {
  const [count] = useState(() => Math.random());
  return open ? <div role="dialog" data-count={count} /> : null;
}

describe('lazyDialog', () => {
  it('loads the dialog the first time it opens, and keeps it mounted after', async () => {
    const load = vi.fn(async () => Counter);
    const Lazy = lazyDialog(load);
    const { rerender } = render(<Lazy open={false} />);
    expect(load).not.toHaveBeenCalled();
    rerender(<Lazy open />);
    const first = (await screen.findByRole('dialog')).dataset.count;
    rerender(<Lazy open={false} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<Lazy open />);
    expect(screen.getByRole('dialog').dataset.count).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
