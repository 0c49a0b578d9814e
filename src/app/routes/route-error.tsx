import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { retryFailedLoads } from '../../../ui/lazy';
import { ErrorBoundary } from '../../components/error-boundary';
import { clearAllCache } from '../../lib/cache';

/**
 * The root error page for whatever the children throw (the boundary logs it). 'Try
 * again' forgets the cached data and code loads, failures included, so that they are
 * fetched again, and renders the children afresh; so does a change of resetKey.
 */
export function AppErrorBoundary({ children, resetKey }: { children: ReactNode; resetKey?: unknown }) {
  const { mutate } = useSWRConfig();
  return (
    <ErrorBoundary
      resetKey={resetKey}
      onReset={() => {
        retryFailedLoads();
        void clearAllCache(mutate);
      }}
    >
      {children}
    </ErrorBoundary>
  );
}

/** Around the routes: a route's error shows the error page; moving to another location clears it. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <AppErrorBoundary resetKey={useLocation().key}>{children}</AppErrorBoundary>;
}
