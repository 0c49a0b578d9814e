/**
 * From a stored lookup record to the form keys it fills, as the catalogue says: the
 * autocomplete rule of the category names the name key, the id key and the related
 * keys. The related keys carry the name key's prefix (hs_name → hs_city holds the
 * record's city); a dropdown among them gets its '_desc' label from its option list.
 * Nothing here names a form key: a partner changing the catalogue changes the mapping.
 */
import type { Autocomplete, Catalogue } from '../../../engine';
import { descKey } from '../../../engine';
import { type LookupCategory, nameField } from './categories';

/** The catalogue's autocomplete rule for a category (the first, if several pages use one). */
export function autocompleteOf(catalogue: Catalogue, category: string): Autocomplete | undefined {
  return catalogue.pages
    .flatMap((page) => page.rules.autocompletes)
    .find((rule) => rule.category === category);
}

/** The record field a form key holds: the key without the name key's prefix. */
function fieldFor(rule: Autocomplete, category: LookupCategory, key: string): string {
  const name = nameField(category);
  const prefix = rule.nameKey.endsWith(name) ? rule.nameKey.slice(0, -name.length) : '';
  return prefix !== '' && key.startsWith(prefix) ? key.slice(prefix.length) : key;
}

/** The keys of the rule that hold a record field (not the id, not a '_desc' companion). */
function fieldKeys(catalogue: Catalogue, rule: Autocomplete): string[] {
  return rule.related.filter((key) => {
    if (key === rule.idKey || key === rule.nameKey) return false;
    const base = key.endsWith('_desc') ? key.slice(0, -'_desc'.length) : undefined;
    return !(base !== undefined && catalogue.questions.get(base)?.options);
  });
}

function labelOf(catalogue: Catalogue, key: string, value: string): string | undefined {
  const options = catalogue.questions.get(key)?.options;
  if (!options) return undefined;
  return options.find((option) => option.value === value && value !== '')?.label ?? '';
}

/**
 * The answers a chosen record fills: `name` (the title, SPEC 3), `id`, the name key,
 * the id key, every related key (empty when the record lacks the field) and each
 * dropdown's '_desc' label. A category no question uses returns the record as stored.
 */
export function formFields(
  catalogue: Catalogue,
  category: LookupCategory,
  id: string,
  record: Record<string, string>,
): Record<string, string> {
  const name = record[nameField(category)] ?? '';
  const rule = autocompleteOf(catalogue, category);
  if (!rule) return { ...record, name, id };
  const fields: Record<string, string> = { name, id, [rule.nameKey]: name };
  if (rule.idKey) fields[rule.idKey] = id;
  for (const key of fieldKeys(catalogue, rule)) {
    fields[key] = record[fieldFor(rule, category, key)] ?? '';
  }
  for (const [key, value] of Object.entries(fields)) {
    const label = labelOf(catalogue, key, value);
    if (label !== undefined) fields[descKey(key)] = label;
  }
  return fields;
}

/**
 * Problems with a record's values for the dropdowns it fills: a value that is not one
 * of the options would leave the form with an answer it cannot show.
 */
export function checkOptions(
  catalogue: Catalogue,
  category: LookupCategory,
  record: Record<string, string>,
): string[] {
  const rule = autocompleteOf(catalogue, category);
  if (!rule) return [];
  const problems: string[] = [];
  for (const key of fieldKeys(catalogue, rule)) {
    const field = fieldFor(rule, category, key);
    const value = record[field] ?? '';
    if (value !== '' && labelOf(catalogue, key, value) === '') {
      problems.push(`${field} '${value}' is not an option of the question ${key}`);
    }
  }
  return problems;
}
