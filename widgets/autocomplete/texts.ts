import { fillMessage } from '../../engine/catalogue/messages';
import type { CatalogueIndex } from '../../engine/catalogue/types';

/** The select texts of SPEC 8, from the catalogue's messages (schemas/catalogue.json). */
export function selectTexts(messages: CatalogueIndex['messages']) {
  return {
    noOptions: messages.noOptions,
    loading: messages.loading,
    /** The free-text choice: 'Use: "x"' for the catalogue's autocompletes (SPEC 4), 'Create "x"' otherwise. */
    freeText: (text: string, variant: 'use' | 'create' = 'use') =>
      fillMessage(variant === 'create' ? messages.createText : messages.useText, { text }),
    available: (n: number) => fillMessage(messages.resultsAvailable, { n }),
  };
}

/** The manual-entry note shown once the applicant keeps their own text (SPEC 4), from the catalogue's messages. */
export function manualEntryNote(messages: CatalogueIndex['messages'], category: string): string {
  if (category === 'address') return messages.ownAddress;
  if (category === 'hs_ceeb' || category === 'college_ceeb') return messages.ownSchool;
  return messages.ownAnswer;
}
