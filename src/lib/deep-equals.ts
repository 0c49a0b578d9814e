/**
 * Stands in for @rjsf/utils' deepEquals in the app's bundle (vite.config.ts,
 * rjsfDeepEquals), and with it for fast-equals (about 2.5 KB of gzipped JavaScript on
 * /about), with the same answers for what RJSF compares: schemas, ui schemas, form data,
 * error schemas and props. As @rjsf/utils' (fast-equals' createCustomEqual, circular): any
 * two functions are equal; values of different constructors are not; numbers are equal as
 * by `===` or both NaN; arrays, dates, regular expressions, maps, sets and objects compare
 * by content (an object's own enumerable string keys, but a React element's owner); a
 * promise or an error equals only itself; a value met again while comparing it (a circular
 * reference) is equal where it pairs with the same counterpart. deep-equals.test.ts holds
 * it against the original.
 */
export default function deepEquals(a: unknown, b: unknown): boolean {
  return equal(a, b, new WeakMap());
}

/** The pairs being compared, each way: a circular reference is met again inside its own comparison. */
type Pairs = WeakMap<object, object>;

function equal(a: unknown, b: unknown, pairs: Pairs): boolean {
  if (a === b) return true;
  if (a == null || b == null || typeof a !== typeof b) return false;
  if (typeof a === 'function') return true;
  if (typeof a === 'number') return Number.isNaN(a) && Number.isNaN(b);
  if (typeof a !== 'object') return false;
  const left = a as object;
  const right = b as object;
  if (left.constructor !== right.constructor) return false;
  const pairedLeft = pairs.get(left);
  const pairedRight = pairs.get(right);
  if (pairedLeft && pairedRight) return pairedLeft === right && pairedRight === left;
  pairs.set(left, right);
  pairs.set(right, left);
  const result = equalContents(left, right, pairs);
  pairs.delete(left);
  pairs.delete(right);
  return result;
}

/** Whether every entry of `a` matches an entry of `b` not matched yet (both of the same size). */
function matched(a: unknown[], b: unknown[], pairs: Pairs): boolean {
  const taken = new Set<number>();
  return a.every((item) => {
    const index = b.findIndex((other, at) => !taken.has(at) && equal(item, other, pairs));
    taken.add(index);
    return index >= 0;
  });
}

function equalContents(a: object, b: object, pairs: Pairs): boolean {
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((item, index) => equal(item, other[index], pairs));
  }
  if (a instanceof Date) return Object.is(a.getTime(), (b as Date).getTime());
  if (a instanceof RegExp) return a.source === (b as RegExp).source && a.flags === (b as RegExp).flags;
  // Two promises, or two errors (whose stacks differ), are never equal but to themselves.
  if (a instanceof Promise || a instanceof Error) return false;
  if (a instanceof Map || a instanceof Set) {
    const other = b as Map<unknown, unknown> | Set<unknown>;
    return a.size === other.size && matched([...a], [...other], pairs);
  }
  return equalObjects(a as Record<string, unknown>, b as Record<string, unknown>, pairs);
}

function equalObjects(a: Record<string, unknown>, b: Record<string, unknown>, pairs: Pairs): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  const element = Boolean(a.$$typeof || b.$$typeof);
  return keys.every(
    (key) =>
      (element && (key === '_owner' || key === '__o' || key === '__v')) ||
      (Object.hasOwn(b, key) &&
        Object.prototype.propertyIsEnumerable.call(b, key) &&
        equal(a[key], b[key], pairs)),
  );
}
