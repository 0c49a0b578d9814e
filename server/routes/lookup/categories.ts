/** The lookup categories and the one fact SPEC 3 states about their records. */

/** The autocomplete categories of SPEC 3. */
export const LOOKUP_CATEGORIES = ['address', 'college_ceeb', 'hs_ceeb'] as const;
export type LookupCategory = (typeof LOOKUP_CATEGORIES)[number];

/** Whether a string names a lookup category. */
export function isLookupCategory(value: string): value is LookupCategory {
  return (LOOKUP_CATEGORIES as readonly string[]).includes(value);
}

/** The record field holding the name: address_line_1 for addresses, otherwise name (SPEC 3). */
export function nameField(category: LookupCategory): string {
  return category === 'address' ? 'address_line_1' : 'name';
}
