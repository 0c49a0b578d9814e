import { useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { ErrorPage } from '../../components/error-page';

/** The router's errorElement: logs the error; 'Try again' renders the same location afresh. */
export function RouteError() {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  console.error('Route error:', error);
  return <ErrorPage onReset={() => navigate(location, { replace: true })} />;
}
