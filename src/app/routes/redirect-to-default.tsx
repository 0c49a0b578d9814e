import { Navigate, useLocation } from 'react-router-dom';

export const DEFAULT_ROUTE = '/about';

/** Any unknown path goes to the default form route, keeping the query string (SPEC 2). */
export function RedirectToDefault() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: DEFAULT_ROUTE, search }} replace />;
}
