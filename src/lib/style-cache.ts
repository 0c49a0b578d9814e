/**
 * The emotion cache MUI's styles go through, without the rules whose every selector
 * asks for `:invalid` (MUI's input reset `&:invalid { box-shadow: none }`, for an old
 * Firefox glow). While any style sheet has such a selector, Chromium restyles the input
 * and its whole form on every keystroke, in case either turned valid or invalid. The
 * forms are noValidate and show no validity styling of their own, so nothing looks
 * different without them.
 */
import createCache, { type EmotionCache } from '@emotion/cache';

/** True for a CSS rule all of whose selectors use `:invalid` (or `:valid`). */
export function onlyValidityRule(rule: string): boolean {
  const open = rule.indexOf('{');
  if (open <= 0 || rule.startsWith('@')) return false;
  return rule
    .slice(0, open)
    .split(',')
    .every((selector) => /:(in)?valid\b/.test(selector));
}

/** A cache like emotion's default one ('css' class names) that leaves such rules out. */
export function createStyleCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  const insert = cache.sheet.insert.bind(cache.sheet);
  cache.sheet.insert = (rule: string) => {
    if (!onlyValidityRule(rule)) insert(rule);
  };
  return cache;
}
