import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { type To, useHref, useLinkClickHandler, useNavigate } from 'react-router-dom';

/** A navigation state worked out at the click (what the applicant has answered by then). */
export type LazyState = () => unknown;

export interface RouterLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  /** The navigation state, or a function that gives it at the click. */
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
 *
 * A `state` given as a function is called at the click: a link that carries the answers
 * (the anonymous header message's) then need not render again at each of them.
 */
export function RouterLink({ to, state, replace, target, onClick, ref, ...rest }: RouterLinkProps) {
  const href = useHref(to);
  const lazy = typeof state === 'function' ? (state as LazyState) : undefined;
  const handle = useLinkClickHandler<HTMLAnchorElement>(to, {
    state: lazy ? undefined : state,
    replace,
    target,
  });
  const navigate = useNavigate();
  return (
    <a
      {...rest}
      ref={ref}
      href={href}
      target={target}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (event.defaultPrevented) return;
        if (!lazy) return handle(event);
        if (isPlainClick(event, target)) {
          event.preventDefault();
          navigate(to, { state: lazy(), replace });
        }
      }}
    />
  );
}

/** A click the app takes, as react-router's links decide: the main button, no modifier key, this window. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
  return event.button === 0 && (!target || target === '_self') && !modified;
}
