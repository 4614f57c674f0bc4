import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useContext } from 'react';
import { queryClient } from './query-client.ts';

/**
 * Provides the app's one QueryClient unless a provider already is above. Public pages keep TanStack
 * Query (about 8 KB gzip) off their first load: the parts that read or write with it are lazy chunks
 * that bring this provider along (the research list, the auth form, the registration modal).
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  if (useContext(QueryClientContext)) return children;
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
