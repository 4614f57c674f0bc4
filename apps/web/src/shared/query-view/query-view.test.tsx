import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QueryView, type ViewedQuery } from './query-view.tsx';

const answered = (data: string[]): ViewedQuery<string[]> => ({
  isPending: false,
  isError: false,
  error: null,
  data,
  refetch: vi.fn(),
});

function view(query: ViewedQuery<string[]>) {
  return render(
    <QueryView
      query={query}
      loading={<p>Loading the list</p>}
      errorMessage={(error) => `Could not load: ${(error as Error).message}`}
      errorTitle="Error Loading Data"
      isEmpty={(items) => items.length === 0}
      empty={<p>Nothing yet</p>}
    >
      {(items) => (
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </QueryView>,
  );
}

describe('QueryView', () => {
  it('shows the wait while the first answer is on its way', () => {
    view({ ...answered([]), isPending: true, data: undefined });
    expect(screen.getByText('Loading the list')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows a failure with its title and sentence, and Retry reads again', async () => {
    const query = { ...answered(['kept from before']), isError: true, error: new Error('offline') };
    view(query);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Error Loading Data');
    expect(alert).toHaveTextContent('Could not load: offline');
    // a failed refetch shows the failure, not the data it had before
    expect(screen.queryByRole('list')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(query.refetch).toHaveBeenCalledTimes(1);
  });

  it('says when there is nothing, and lists what there is', () => {
    const { rerender } = view(answered([]));
    expect(screen.getByText('Nothing yet')).toBeInTheDocument();
    rerender(
      <QueryView query={answered(['a', 'b'])} loading={null} errorMessage={() => ''} retryLabel="Try Again">
        {(items) => <p>{items.join(', ')}</p>}
      </QueryView>,
    );
    expect(screen.getByText('a, b')).toBeInTheDocument();
  });
});
