import type { ReactNode } from 'react';
import { LoadError } from '../../components/ui/load-error.tsx';

/** The heading of a data screen's failed read (member-area section 8). */
export const dataErrorTitle = 'Error Loading Data';

/** What the view reads of a TanStack Query result (a plain or an infinite query). */
export interface ViewedQuery<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
}

export interface QueryViewProps<T> {
  query: ViewedQuery<T>;
  /** Shown while the first answer is on its way (a spinner or a skeleton, labelled). */
  loading: ReactNode;
  /** The sentence of a failed read: usually `apiErrorMessage(error, the screen's fallback)`. */
  errorMessage: (error: unknown) => string;
  errorTitle?: string;
  retryLabel?: string;
  /** With `empty`: the answer holds nothing to list. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * The four states of a screen that reads from the server, in one place: loading, the error with
 * Retry (member-area section 2), empty, and the list (or whatever the data shows). A read that fails
 * after an earlier success shows the error too, as every screen did on its own before.
 */
export function QueryView<T>({
  query,
  loading,
  errorMessage,
  errorTitle,
  retryLabel,
  isEmpty,
  empty,
  children,
}: QueryViewProps<T>) {
  if (query.isPending) return loading;
  if (query.isError) {
    return (
      <LoadError
        title={errorTitle}
        message={errorMessage(query.error)}
        retryLabel={retryLabel}
        onRetry={() => void query.refetch()}
      />
    );
  }
  // neither waiting nor failed: TanStack Query has the data (it never stores undefined)
  const data = query.data as T;
  if (isEmpty?.(data)) return empty;
  return children(data);
}
