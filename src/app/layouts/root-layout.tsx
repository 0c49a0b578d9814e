import { Outlet } from 'react-router-dom';
import { useFocusOnNavigate } from '../hooks/use-focus-on-navigate';
import { useNavigationToasts } from '../hooks/use-navigation-toasts';
import { useUnauthorizedRedirect } from '../hooks/use-unauthorized-redirect';

/** Above every route: session rejection, navigation toasts, focus after navigation. */
export function RootLayout() {
  useUnauthorizedRedirect();
  useNavigationToasts();
  useFocusOnNavigate();
  return <Outlet />;
}
