import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { LoadingScreen } from '../../components/loading-screen';
import { useFocusOnNavigate } from '../hooks/use-focus-on-navigate';
import { useNavigationToasts } from '../hooks/use-navigation-toasts';
import { useUnauthorizedRedirect } from '../hooks/use-unauthorized-redirect';
import { RouteErrorBoundary } from '../routes/route-error';

/**
 * Above every route: session rejection, navigation toasts, focus after navigation, the
 * root error page for a route's error, the spinner while a chunk loads.
 */
export function RootLayout() {
  useUnauthorizedRedirect();
  useNavigationToasts();
  useFocusOnNavigate();
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<LoadingScreen />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}
