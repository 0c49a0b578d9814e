import { Navigate, useLocation } from 'react-router-dom';

/** Any unknown path goes to the default form route (the catalogue's first page), keeping the query string (SPEC 2). */
export function RedirectToDefault({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={{ pathname: to, search }} replace />;
}
