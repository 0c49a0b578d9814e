import { useCallback, useLayoutEffect, useRef } from 'react';
import { type NavigateFunction, useNavigate } from 'react-router-dom';

/**
 * react-router's navigate function, the same one across page changes. Its own is a new
 * function after every change of the path (it resolves relative paths against it), and
 * the application's context, which holds callbacks that navigate, would then change with
 * every page change and render the whole layout again (issue 16).
 * This one calls the latest navigate, so a relative path still resolves as it would.
 */
export function useStableNavigate(): NavigateFunction {
  const navigate = useNavigate();
  const latest = useRef(navigate);
  useLayoutEffect(() => {
    latest.current = navigate;
  }, [navigate]);
  return useCallback<NavigateFunction>(
    ((to, options) =>
      typeof to === 'number' ? latest.current(to) : latest.current(to, options)) as NavigateFunction,
    [],
  );
}
