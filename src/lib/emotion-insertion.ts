/**
 * The app's bundle only (vite.config.ts, emotionInsertsWhileRendering): a stand-in for
 * @emotion/use-insertion-effect-with-fallbacks, through which emotion's styled components,
 * `css` prop and ClassNames insert their rules.
 *
 * Emotion inserts a component's rules in an insertion effect, that is in React's commit,
 * which is one task however large: the first page's first commit inserted about 210 rules
 * (stylis' parse, prefix and serialize, then `insertRule`) in the same task as its DOM, the
 * longest task of /about on a phone (issue 16). Here they are inserted while the component
 * renders, as emotion itself does where React has no insertion effect: the first page renders
 * in a transition, in slices of a few milliseconds with the browser free between them, so the
 * insertions are spread over those slices and the commit only attaches the DOM.
 *
 * An insertion is idempotent (emotion's cache remembers each class it inserted), so a render
 * that React throws away, or renders twice in StrictMode, inserts nothing twice; the rule of a
 * render never committed only waits in the sheet for its class. Class names are hashes of
 * their rules, so a rule added early changes no element that is on the page.
 *
 * Global styles (emotion's <Global>) keep their effect: they replace their rules when their
 * styles change, which must not happen for a render that is never committed.
 */
import { useInsertionEffect } from 'react';

/** Runs `create` (emotion's insertStyles) now, while the component renders. */
export function useInsertionEffectAlwaysWithSyncFallback(create: () => unknown): void {
  create();
}

/** React's insertion effect, unchanged (emotion's <Global>). */
export const useInsertionEffectWithLayoutFallback = useInsertionEffect;
