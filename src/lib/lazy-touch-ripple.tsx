/**
 * Stands in for MUI's TouchRipple in ButtonBase, in the app's bundle (vite.config.ts,
 * lazyTouchRipple): the ripple a button shows when pressed or focused by the keyboard loads
 * once the first page is shown (ui/lazy.ts, afterFirstPage), not before the page is
 * interactive (about 1.7 KB of gzipped JavaScript on /about). ButtonBase mounts its ripple
 * only on a button's first press or keyboard focus; until the ripple has loaded, that
 * button renders none (a press then shows no ripple, as ButtonBase's own ripple would not
 * either before it is mounted), and the ripple works as MUI's from then on.
 */
import type { TouchRippleActions, TouchRippleProps } from '@mui/material/ButtonBase/TouchRipple';
import { type ComponentType, createElement, forwardRef, type Ref, useEffect, useState } from 'react';
import { afterFirstPage, lazyComponent } from '../../ui/lazy';

type RippleComponent = ComponentType<TouchRippleProps & { ref?: Ref<TouchRippleActions> }>;

const touchRipple = lazyComponent<TouchRippleProps & { ref?: Ref<TouchRippleActions> }>(() =>
  import('@mui/material/ButtonBase/TouchRipple').then((module) => module.default as RippleComponent),
);
afterFirstPage(touchRipple.preload);

const LazyTouchRipple = forwardRef<TouchRippleActions, TouchRippleProps>(
  function LazyTouchRipple(props, ref) {
    const [Ripple, setRipple] = useState(() => touchRipple.loaded());
    useEffect(() => {
      if (Ripple) return;
      let live = true;
      touchRipple.preload().then(
        (loaded) => live && setRipple(() => loaded),
        () => undefined, // no ripple: the button works without one
      );
      return () => {
        live = false;
      };
    }, [Ripple]);
    return Ripple ? createElement(Ripple, { ...props, ref }) : null;
  },
);

export default LazyTouchRipple;
