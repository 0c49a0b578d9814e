/**
 * Stands in for fast-uri (vite.config.ts puts it in the app's bundle). @rjsf/utils uses it only to
 * resolve `$ref`s against `$id`s; the schemas the form renders have neither (renderSchema
 * copies plain properties), so the URL parser built into the browser is enough.
 */

/** `ref` resolved against `base` (RFC 3986); a fragment or an unparsable pair keeps the base's path. */
function resolve(base: string, ref: string): string {
  if (ref.startsWith('#')) return `${base.split('#')[0]}${ref}`;
  try {
    return new URL(ref, base).href;
  } catch {
    return ref;
  }
}

function normalize(uri: string): string {
  try {
    return new URL(uri).href;
  } catch {
    return uri;
  }
}

function equal(a: string, b: string): boolean {
  return a === b || normalize(a) === normalize(b);
}

export default { resolve, equal, normalize };
