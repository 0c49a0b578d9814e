import type { CatalogueIndex } from '../../engine/catalogue/types';

/** The select texts of SPEC 8, from the catalogue's messages (schemas/catalogue.json). */
export function selectTexts(messages: CatalogueIndex['messages']) {
  return {
    noOptions: messages.noOptions,
    loading: messages.loading,
    /** The free-text choice: 'Use: "x"' for the catalogue's autocompletes (SPEC 4), 'Create "x"' otherwise. */
    freeText: (text: string, variant: 'use' | 'create' = 'use') =>
      (variant === 'create' ? messages.createText : messages.useText).replaceAll('{text}', text),
    available: (n: number) => messages.resultsAvailable.replaceAll('{n}', String(n)),
  };
}

/** The manual-entry note shown once the applicant keeps their own text (SPEC 4). */
export function manualEntryNote(category: string): string {
  if (category === 'address') return 'You entered your own address. Please check the address fields below.';
  if (category === 'hs_ceeb' || category === 'college_ceeb') {
    return 'You entered your own school, so we could not fill in its details. Please enter its address below.';
  }
  return 'You entered your own answer. Please fill in the related questions below.';
}
