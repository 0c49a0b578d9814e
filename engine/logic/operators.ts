/**
 * The JSON Logic operations the catalogue may use beyond the standard ones: the ten
 * operators of SPEC 3 (equals, notEquals, lt, lte, gt, gte, answered, notAnswered,
 * in, notIn: list membership, a single target being a list of one, where JSON Logic's
 * own 'in' would match a substring) and the date and length helpers of SPEC 5.
 * Answers are strings, so comparisons are numeric when both sides are numbers and
 * plain string order otherwise (ISO dates sort as strings).
 */
type Operation = (...args: unknown[]) => unknown;

function text(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

function order(a: unknown, b: unknown): number | undefined {
  const left = text(a);
  const right = text(b);
  if (left === '' || right === '') return undefined;
  const x = Number(left);
  const y = Number(right);
  if (Number.isFinite(x) && Number.isFinite(y)) return x - y;
  return left < right ? -1 : left > right ? 1 : 0;
}

function compare(test: (difference: number) => boolean): Operation {
  return (a, b) => {
    const difference = order(a, b);
    return difference !== undefined && test(difference);
  };
}

/** A target as a list: a single value is a list of one (SPEC 3's in / notIn never match substrings). */
function list(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(text);
  return value === null || value === undefined ? [] : [text(value)];
}

/** Whether a string is a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: unknown): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text(value));
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The date `years` years before an ISO date; 29 February falls back to the 28th. */
export function yearsBefore(today: string, years: number): string {
  const [year = 0, month = 1, day = 1] = today.split('-').map(Number);
  const target = year - years;
  const lastDay = new Date(Date.UTC(target, month, 0)).getUTCDate();
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(target, 4)}-${pad(month)}-${pad(Math.min(day, lastDay))}`;
}

export const operations: Record<string, Operation> = {
  equals: (a, b) => text(a) === text(b),
  notEquals: (a, b) => text(a) !== text(b),
  lt: compare((d) => d < 0),
  lte: compare((d) => d <= 0),
  gt: compare((d) => d > 0),
  gte: compare((d) => d >= 0),
  /** SPEC 5: 'answered' means truthy. */
  answered: (a) => Boolean(a),
  notAnswered: (a) => !a,
  /** Replaces JSON Logic's own 'in', which also matches a substring of a string target. */
  in: (a, values) => list(values).includes(text(a)),
  notIn: (a, values) => !list(values).includes(text(a)),
  isDate: (a) => isIsoDate(a),
  yearsAgo: (today, years) => (isIsoDate(today) ? yearsBefore(text(today), Number(years)) : ''),
  length: (a) => text(a).length,
};

/** The names a rule may use: JSON Logic's own plus ours (the checker refuses others). */
export const STANDARD_OPERATIONS = [
  'var',
  'missing',
  'missing_some',
  'if',
  '?:',
  '==',
  '===',
  '!=',
  '!==',
  '!',
  '!!',
  'or',
  'and',
  '>',
  '>=',
  '<',
  '<=',
  'max',
  'min',
  '+',
  '-',
  '*',
  '/',
  '%',
  'map',
  'filter',
  'reduce',
  'all',
  'none',
  'some',
  'merge',
  'in',
  'cat',
  'substr',
  'log',
];

/** SPEC 3's conditional display rule: the answer at valueKey compared with target. */
export interface DisplayCondition {
  valueKey: string;
  operator:
    | 'equals'
    | 'notEquals'
    | 'lt'
    | 'lte'
    | 'gt'
    | 'gte'
    | 'answered'
    | 'notAnswered'
    | 'in'
    | 'notIn';
  target?: unknown;
}

/** The JSON Logic rule of a SPEC-shaped condition, for widgets and tools that speak SPEC 3's shape. */
export function conditionRule(condition: DisplayCondition): Record<string, unknown[]> {
  const answer = { var: condition.valueKey };
  if (condition.operator === 'answered' || condition.operator === 'notAnswered') {
    return { [condition.operator]: [answer] };
  }
  return { [condition.operator]: [answer, condition.target] };
}

/** A date as YYYY-MM-DD in local time: the `today` validation takes. */
export function isoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(date.getFullYear()).padStart(4, '0')}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
