/**
 * JSON Merge Patch (RFC 7386): how a partner overlay changes the base catalogue.
 * Objects merge key by key, null removes a key, anything else (arrays included)
 * replaces. Staff can read a patch as "the parts that differ".
 */
export function mergePatch<T>(target: T, patch: unknown): T {
  if (patch === undefined) return target;
  if (!isPlainObject(patch)) return patch as T;
  const result: Record<string, unknown> = isPlainObject(target) ? { ...target } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete result[key];
    else result[key] = mergePatch(result[key], value);
  }
  return result as T;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
