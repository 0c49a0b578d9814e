/**
 * Add-another groups (SPEC 3): the catalogue describes entry 1 of a group once, under
 * the group's prefix (parent_first_name); entries 2..max are derived here by renaming
 * the keys (parent_2_first_name) in the schema, the uiSchema, the sections and every
 * rule whose subject is a key of the group. '{entry}' and '{n}' in texts become the
 * entry's label and number, so 'Parent 2/Guardian 2' messages are never typed twice.
 */
import { isPlainObject } from './merge';
import { fillMessage } from './messages';
import type { AddAnotherGroup, PageRules, PageSources, Section } from './types';

/** The key of entry n (1-based) for a group's entry-1 key. */
export function entryKey(group: AddAnotherGroup, key: string, entry: number): string {
  return entry === 1 ? key : `${group.prefix}${entry}_${key.slice(group.prefix.length)}`;
}

/** Replaces '{entry}' and '{n}' in a text for entry n of a group. */
export function entryText(group: AddAnotherGroup | undefined, text: string, entry: number): string {
  const label = fillMessage(group?.entryLabel ?? '{n}', { n: entry });
  return fillMessage(text, { entry: label, n: entry });
}

/** Deep copy in which every string (value or object key) found in `names` is renamed. */
export function renameKeys(
  value: unknown,
  names: Map<string, string>,
  texts?: (s: string) => string,
): unknown {
  if (typeof value === 'string') return names.get(value) ?? (texts ? texts(value) : value);
  if (Array.isArray(value)) return value.map((item) => renameKeys(item, names, texts));
  if (isPlainObject(value)) {
    const result: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value))
      result[names.get(key) ?? key] = renameKeys(item, names, texts);
    return result;
  }
  return value;
}

type ListRule = 'checks' | 'contentTriggers' | 'radioBlocks' | 'conditionalDropdowns' | 'autocompletes';
const LIST_RULES: ListRule[] = [
  'checks',
  'contentTriggers',
  'radioBlocks',
  'conditionalDropdowns',
  'autocompletes',
];
const MAP_RULES = ['visibleWhen', 'requiredWhen', 'requiredMessages'] as const;

function expandRules(rules: PageRules, group: AddAnotherGroup, names: Map<string, string>, entry: number) {
  const inGroup = new Set(group.keys);
  const text = (s: string) => entryText(group, s, entry);
  const out: PageRules = {};
  for (const name of MAP_RULES) {
    const source = rules[name] ?? {};
    const extra: Record<string, unknown> = {};
    for (const [key, rule] of Object.entries(source)) {
      if (inGroup.has(key)) extra[names.get(key) ?? key] = renameKeys(rule, names, text);
    }
    (out as Record<string, unknown>)[name] = extra;
  }
  for (const name of LIST_RULES) {
    const source = (rules[name] ?? []) as { key: string }[];
    (out as Record<string, unknown>)[name] = source
      .filter((item) => inGroup.has(item.key))
      .map((item) => renameKeys(item, names, text));
  }
  out.blockGroups = (rules.blockGroups ?? [])
    .filter((blockGroup) => blockGroup.blocks.some((block) => block.keys.some((key) => inGroup.has(key))))
    .map((blockGroup) => ({
      ...(renameKeys(blockGroup, names) as typeof blockGroup),
      id: `${blockGroup.id}_${entry}`,
    }));
  return out;
}

function appendRules(target: PageRules, extra: PageRules): void {
  for (const name of MAP_RULES)
    target[name] = { ...(target[name] ?? {}), ...(extra[name] as object) } as never;
  for (const name of [...LIST_RULES, 'blockGroups'] as const) {
    target[name] = [...((target[name] ?? []) as unknown[]), ...((extra[name] ?? []) as unknown[])] as never;
  }
}

function insertIntoSections(sections: Section[], after: string, keys: string[]): void {
  for (const section of sections) {
    const at = section.fields.indexOf(after);
    if (at >= 0) section.fields.splice(at + 1, 0, ...keys);
  }
}

/** The page with every add-another group expanded to its maximum number of entries. */
export function expandGroups(page: PageSources, groups: AddAnotherGroup[]): PageSources {
  const schema = structuredClone(page.schema);
  const ui = structuredClone(page.ui);
  const rules = structuredClone(page.rules);
  for (const group of groups) {
    const present = group.keys.filter((key) => key in schema.properties);
    for (const key of present) {
      schema.properties[key] = renameKeys(schema.properties[key], new Map(), (s) =>
        entryText(group, s, 1),
      ) as never;
    }
    if (rules.requiredMessages)
      rules.requiredMessages = renameKeys(rules.requiredMessages, new Map(), (s) =>
        entryText(group, s, 1),
      ) as never;
    if (rules.checks)
      rules.checks = renameKeys(rules.checks, new Map(), (s) => entryText(group, s, 1)) as never;
    let last = present[present.length - 1];
    for (let entry = 2; entry <= group.max; entry += 1) {
      const names = new Map(present.map((key) => [key, entryKey(group, key, entry)]));
      const text = (s: string) => entryText(group, s, entry);
      for (const key of present) {
        const renamed = names.get(key) ?? key;
        schema.properties[renamed] = renameKeys(page.schema.properties[key], names, text) as never;
        if (page.ui[key] !== undefined) ui[renamed] = renameKeys(page.ui[key], names, text);
        if (page.schema.required?.includes(key)) schema.required = [...(schema.required ?? []), renamed];
      }
      appendRules(rules, expandRules(page.rules, group, names, entry));
      if (last !== undefined) insertIntoSections(ui['ui:sections'], last, [...names.values()]);
      last = names.get(present[present.length - 1] ?? '') ?? last;
    }
  }
  return { schema, ui, rules };
}
