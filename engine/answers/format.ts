/**
 * How typed text is stored (SPEC 3, 5): the SSN as digits grouped 3-2-4 with dashes,
 * phones as (NNN) NNN-NNNN, both formatted as the applicant types.
 */
function digits(value: string, max: number): string {
  return value.replace(/\D/g, '').slice(0, max);
}

/** '123456789' → '123-45-6789'; partial input is grouped as far as it goes. */
export function formatSsn(value: string): string {
  const d = digits(value, 9);
  if (d.length <= 3) return d;
  if (d.length <= 5) return `${d.slice(0, 3)}-${d.slice(3)}`;
  return `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
}

/** '2175550100' → '(217) 555-0100'; partial input is formatted as far as it goes. */
export function formatPhone(value: string): string {
  const all = value.replace(/\D/g, '');
  // A leading country code 1 before ten digits is dropped: +1 217 555 0100.
  const d = digits(all.length === 11 && all.startsWith('1') ? all.slice(1) : all, 10);
  if (d.length === 0) return '';
  if (d.length <= 3) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

/** The stored form of a typed value for a widget. */
export function normalizeValue(widget: string, value: string): string {
  if (widget === 'ssn') return formatSsn(value);
  if (widget === 'phone') return formatPhone(value);
  return value;
}
