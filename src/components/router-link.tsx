import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { type To, useHref, useLinkClickHandler } from 'react-router-dom';

export interface RouterLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  state?: unknown;
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link to a route of the app, for MUI's `component` prop: an `<a href>` whose plain
 * click navigates in the app (a click with a modifier key, or another button, is the
 * browser's, as with react-router's Link). Not react-router's Link, which brings its
 * framework-mode prefetching (about 2 KB of gzipped JavaScript on /about) that the app,
 * with declarative routes, never uses. The `onClick` given runs first; a handler that
 * prevents the default keeps the app where it is.
 */
export function RouterLink({ to, state, replace, target, onClick, ref, ...rest }: RouterLinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { state, replace, target });
  return (
    <a
      {...rest}
      ref={ref}
      href={href}
      target={target}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
}
