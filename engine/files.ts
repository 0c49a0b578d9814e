/**
 * The file-upload rules (SPEC 5, 8, 9): size, type, name length and emptiness, with
 * the catalogue's exact messages. The browser checks before uploading; the server
 * checks again before storing.
 */
import type { Catalogue } from './catalogue/types';

export interface FileRules {
  maxBytes: number;
  maxNameLength: number;
  /** The most pages a document may have, once a PDF (the server checks it as it converts). */
  maxPages: number;
  types: string[];
  messages: { tooLarge: string; type: string; nameTooLong: string; empty: string };
}

/** The file rules of a catalogue. */
export function fileRules(catalogue: Catalogue): FileRules {
  return catalogue.index.files as FileRules;
}

/** Every message a file earns; an empty list means it may be uploaded. */
export function checkFile(catalogue: Catalogue, file: { name: string; size: number }): string[] {
  const rules = fileRules(catalogue);
  const errors: string[] = [];
  const extension = file.name.includes('.') ? (file.name.split('.').pop() ?? '').toLowerCase() : '';
  if (file.size === 0) errors.push(rules.messages.empty);
  if (file.size > rules.maxBytes) errors.push(rules.messages.tooLarge);
  if (!rules.types.includes(extension)) errors.push(rules.messages.type);
  // Characters as an applicant counts them: an emoji or a CJK extension character is one,
  // not the two UTF-16 units of its surrogate pair.
  if ([...file.name].length > rules.maxNameLength) errors.push(rules.messages.nameTooLong);
  return errors;
}
