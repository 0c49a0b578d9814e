/**
 * Reading rules for the checker: every key a JSON Logic rule reads, every operation
 * it uses, and every key a rules file names outside JSON Logic, each with its JSON path.
 */
import type { PageRules } from '../catalogue/types';
import { operations, STANDARD_OPERATIONS } from '../logic/operators';

export interface Named {
  /** JSON Pointer inside the rules file. */
  path: string;
  name: string;
}

const KNOWN_OPERATIONS = new Set([...STANDARD_OPERATIONS, ...Object.keys(operations)]);
const escapeSegment = (segment: string | number) =>
  String(segment).replaceAll('~', '~0').replaceAll('/', '~1');
export const pointer = (...segments: (string | number)[]) =>
  segments.map((s) => `/${escapeSegment(s)}`).join('');

/** The keys read by {"var": ...} in a rule and the operations it uses that nobody defined. */
export function readLogic(rule: unknown, path: string): { vars: Named[]; unknownOperations: Named[] } {
  const vars: Named[] = [];
  const unknownOperations: Named[] = [];
  const visit = (node: unknown, at: string) => {
    if (Array.isArray(node)) {
      node.forEach((item, i) => {
        visit(item, `${at}/${i}`);
      });
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    for (const [operation, args] of Object.entries(node)) {
      const here = `${at}/${escapeSegment(operation)}`;
      if (operation === 'var') {
        const name = Array.isArray(args) ? args[0] : args;
        if (typeof name === 'string' && name !== '' && !name.startsWith('$')) {
          vars.push({ path: here, name: name.split('.')[0] ?? name });
        }
        continue;
      }
      if (!KNOWN_OPERATIONS.has(operation)) unknownOperations.push({ path: here, name: operation });
      visit(args, here);
    }
  };
  visit(rule, path);
  return { vars, unknownOperations };
}

/** Every rule of a rules file with its path. */
export function rulesOf(rules: PageRules): { path: string; rule: unknown }[] {
  const found: { path: string; rule: unknown }[] = [];
  for (const name of ['visibleWhen', 'requiredWhen'] as const) {
    for (const [key, rule] of Object.entries(rules[name] ?? {}))
      found.push({ path: pointer(name, key), rule });
  }
  (rules.checks ?? []).forEach((check, i) => {
    found.push({ path: pointer('checks', i, 'rule'), rule: check.rule });
  });
  (rules.blockGroups ?? []).forEach((group, i) => {
    group.blocks.forEach((block, j) => {
      found.push({ path: pointer('blockGroups', i, 'blocks', j, 'when'), rule: block.when });
    });
  });
  return found;
}

/** Every key a rules file names outside JSON Logic, with its path. */
export function keysOf(rules: PageRules): Named[] {
  const named: Named[] = [];
  const add = (name: string | undefined, ...segments: (string | number)[]) => {
    if (name !== undefined) named.push({ name, path: pointer(...segments) });
  };
  const addAll = (names: string[] | undefined, ...segments: (string | number)[]) => {
    (names ?? []).forEach((name, i) => {
      add(name, ...segments, i);
    });
  };
  for (const name of ['visibleWhen', 'requiredWhen', 'requiredMessages'] as const) {
    for (const key of Object.keys(rules[name] ?? {})) add(key, name, key);
  }
  (rules.checks ?? []).forEach((check, i) => {
    add(check.key, 'checks', i, 'key');
  });
  (rules.blockGroups ?? []).forEach((group, i) => {
    group.blocks.forEach((block, j) => {
      addAll(block.keys, 'blockGroups', i, 'blocks', j, 'keys');
    });
  });
  (rules.contentTriggers ?? []).forEach((trigger, i) => {
    add(trigger.key, 'contentTriggers', i, 'key');
    for (const part of ['before', 'after', 'optional'] as const)
      addAll(trigger[part], 'contentTriggers', i, part);
  });
  (rules.radioBlocks ?? []).forEach((block, i) => {
    add(block.key, 'radioBlocks', i, 'key');
    for (const [value, keys] of Object.entries(block.content))
      addAll(keys, 'radioBlocks', i, 'content', value);
  });
  (rules.conditionalDropdowns ?? []).forEach((dropdown, i) => {
    add(dropdown.key, 'conditionalDropdowns', i, 'key');
    add(dropdown.isMatched.valueKey, 'conditionalDropdowns', i, 'isMatched', 'valueKey');
  });
  (rules.autocompletes ?? []).forEach((autocomplete, i) => {
    add(autocomplete.key, 'autocompletes', i, 'key');
    add(autocomplete.nameKey, 'autocompletes', i, 'nameKey');
    add(autocomplete.idKey, 'autocompletes', i, 'idKey');
    addAll(autocomplete.related, 'autocompletes', i, 'related');
  });
  return named;
}
