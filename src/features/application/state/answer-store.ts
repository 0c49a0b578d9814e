/**
 * The applicant's answers outside React state, with subscriptions per key. A keystroke
 * then re-renders the one field typed into, not the ~150 questions of a page: the form
 * (RJSF) re-renders only when a change can alter what is shown, required or read by
 * another question (a "structural" change). The errors of the validating status live
 * here too, per key, so a field re-renders only when its own messages change.
 */
import type { Answers, Catalogue, ValidationResult } from '../../../../engine';

type Listener = () => void;

/** Every string a JSON value holds (JSON Logic `var` operands, option-key references). */
function collectStrings(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) for (const item of value) collectStrings(item, into);
  else if (value !== null && typeof value === 'object')
    for (const item of Object.values(value)) collectStrings(item, into);
}

/**
 * The keys whose change may matter beyond their own field: read by a rule that decides
 * what the page shows (shown, required, trigger, block, dropdown), named by another
 * question's options (a year key, a school's code, related keys) or rendered by another
 * question. Conservative on purpose: a string that merely looks like a key only costs a
 * re-render.
 *
 * A key read only by a check (a ZIP code's length) is not one of them: a check decides a
 * message of the validating status, which is computed again after every change of the
 * store (use-submit.ts), structural or not. Counted as structural, each keystroke in a ZIP
 * code re-rendered every non-text question of the page (issue 16: about 300 ms a key on a
 * phone). Its message now follows when typing pauses, as every text field's own messages do.
 */
export function structuralKeys(catalogue: Catalogue): Set<string> {
  const strings = new Set<string>();
  for (const page of catalogue.pages) {
    const { rules } = page;
    collectStrings(Object.values(rules.visibleWhen), strings);
    collectStrings(Object.values(rules.requiredWhen), strings);
    for (const group of rules.blockGroups)
      for (const block of group.blocks) collectStrings(block.when, strings);
    for (const trigger of rules.contentTriggers) strings.add(trigger.key);
    for (const block of rules.radioBlocks) strings.add(block.key);
    for (const dropdown of rules.conditionalDropdowns) collectStrings(dropdown.isMatched, strings);
    // An autocomplete reads its code key; its related keys are only written (a multi-key change).
    for (const autocomplete of rules.autocompletes)
      collectStrings([autocomplete.key, autocomplete.idKey], strings);
  }
  for (const question of catalogue.questions.values()) {
    const options = question.ui['ui:options'];
    if (!options) continue;
    const { related: _written, ...read } = options;
    collectStrings(read, strings);
    if (options.renderedBy) strings.add(question.key);
  }
  const keys = new Set<string>();
  for (const value of strings) if (catalogue.questions.has(value)) keys.add(value);
  return keys;
}

const NO_ERRORS: readonly string[] = Object.freeze([]);

export interface AnswerStore {
  /** The latest answers (a new object after each change). */
  get(): Answers;
  /** Counts every change; a snapshot for subscribers that want them all. */
  version(): number;
  /** Counts structural changes (see the file comment). */
  structureVersion(): number;
  /** Whether a change of the key may matter beyond its own field (a structural key). */
  isStructural(key: string): boolean;
  /** Replaces the answers. `changed` lists the keys that differ; undefined means any may. */
  set(next: Answers, changed: string[] | undefined): void;
  subscribe(listener: Listener): () => void;
  subscribeKey(key: string, listener: Listener): () => void;
  subscribeStructure(listener: Listener): () => void;
  /** The save-time validation while validating, else null. */
  validation(): ValidationResult | null;
  setValidation(result: ValidationResult | null): void;
  subscribeValidation(listener: Listener): () => void;
  /** A key's messages, the same array while they stay the same. */
  errorsFor(key: string): readonly string[];
}

export function createAnswerStore(catalogue: Catalogue, initial: Answers): AnswerStore {
  const structural = structuralKeys(catalogue);
  let answers = initial;
  let version = 0;
  let structure = 0;
  let validation: ValidationResult | null = null;
  let errors = new Map<string, readonly string[]>();
  const all = new Set<Listener>();
  const byKey = new Map<string, Set<Listener>>();
  const structureListeners = new Set<Listener>();
  const validationListeners = new Set<Listener>();

  const add = (set: Set<Listener>, listener: Listener) => {
    set.add(listener);
    return () => void set.delete(listener);
  };

  /** Only a key and its '_desc' label, neither read elsewhere, is a local change. */
  const isLocal = (changed: string[] | undefined): changed is string[] => {
    if (changed === undefined || changed.length === 0) return false;
    const [first = ''] = changed;
    const own = first.endsWith('_desc') ? first.slice(0, -'_desc'.length) : first;
    return changed.every((key) => (key === own || key === `${own}_desc`) && !structural.has(own));
  };

  return {
    get: () => answers,
    version: () => version,
    structureVersion: () => structure,
    isStructural: (key) => structural.has(key),
    set(next, changed) {
      answers = next;
      version += 1;
      if (isLocal(changed)) {
        for (const key of changed) for (const listener of [...(byKey.get(key) ?? [])]) listener();
      } else {
        structure += 1;
        for (const listeners of byKey.values()) for (const listener of [...listeners]) listener();
        for (const listener of [...structureListeners]) listener();
      }
      for (const listener of [...all]) listener();
    },
    subscribe: (listener) => add(all, listener),
    subscribeKey(key, listener) {
      let listeners = byKey.get(key);
      if (!listeners) {
        listeners = new Set();
        byKey.set(key, listeners);
      }
      return add(listeners, listener);
    },
    subscribeStructure: (listener) => add(structureListeners, listener),
    validation: () => validation,
    setValidation(result) {
      validation = result;
      const next = new Map<string, readonly string[]>();
      for (const [key, messages] of Object.entries(result?.errors ?? {})) {
        const previous = errors.get(key);
        const same =
          previous !== undefined &&
          previous.length === messages.length &&
          previous.every((message, index) => message === messages[index]);
        next.set(key, same ? previous : messages);
      }
      errors = next;
      for (const listener of [...validationListeners]) listener();
    },
    subscribeValidation: (listener) => add(validationListeners, listener),
    errorsFor: (key) => errors.get(key) ?? NO_ERRORS,
  };
}
