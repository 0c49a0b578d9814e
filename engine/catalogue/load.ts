/**
 * Loads the catalogue for one partner: the base files of schemas/ with the partner's
 * overlay (JSON merge patches) applied, add-another groups expanded, limits and
 * default messages filled in, option lists resolved. Pure: the caller passes the
 * imported JSON, so the browser bundle and the server load it the same way.
 */
import { expandGroups } from './expand';
import { mergePatch } from './merge';
import { fillMessage } from './messages';
import type {
  Catalogue,
  CatalogueIndex,
  CatalogueSources,
  FieldSchema,
  LoadedPage,
  Option,
  PageRules,
  PageSchema,
  PageSources,
  PageUi,
  Question,
} from './types';

const RULE_MAPS = ['visibleWhen', 'requiredWhen', 'requiredMessages'] as const;
const RULE_LISTS = [
  'checks',
  'contentTriggers',
  'radioBlocks',
  'conditionalDropdowns',
  'autocompletes',
] as const;

function fullRules(rules: PageRules): Required<PageRules> {
  return {
    visibleWhen: rules.visibleWhen ?? {},
    requiredWhen: rules.requiredWhen ?? {},
    requiredMessages: rules.requiredMessages ?? {},
    checks: rules.checks ?? [],
    blockGroups: rules.blockGroups ?? [],
    contentTriggers: rules.contentTriggers ?? [],
    radioBlocks: rules.radioBlocks ?? [],
    conditionalDropdowns: rules.conditionalDropdowns ?? [],
    autocompletes: rules.autocompletes ?? [],
  };
}

/** Drops every trace of the keys an overlay removed from the schema, so no rule points at nothing. */
export function pruneRemoved(page: PageSources, base: PageSources): PageSources {
  const exists = (key: string) => key in page.schema.properties || !(key in base.schema.properties);
  const rules = fullRules(page.rules);
  for (const name of RULE_MAPS) {
    rules[name] = Object.fromEntries(Object.entries(rules[name]).filter(([key]) => exists(key))) as never;
  }
  for (const name of RULE_LISTS) {
    rules[name] = (rules[name] as { key: string }[]).filter((item) => exists(item.key)) as never;
  }
  const ui = Object.fromEntries(
    Object.entries(page.ui).filter(([key]) => key.startsWith('ui:') || exists(key)),
  ) as PageUi;
  ui['ui:sections'] = page.ui['ui:sections'].map((section) => ({
    ...section,
    fields: section.fields.filter(exists),
  }));
  const schema: PageSchema = { ...page.schema, required: (page.schema.required ?? []).filter(exists) };
  return { schema, ui, rules };
}

function withDefaults(
  field: FieldSchema,
  widget: string,
  messages: CatalogueIndex['messages'],
  limits: Catalogue['limits'],
) {
  const result: FieldSchema = { ...field };
  if (result.type === 'string' && result.enum === undefined && result.maxLength === undefined) {
    result.maxLength = widget === 'textarea' ? limits.textarea : limits.text;
  }
  if (typeof result.errorMessage === 'string') return result;
  const defaults: Record<string, string> = { type: messages.type };
  if (result.maxLength !== undefined) {
    defaults.maxLength = fillMessage(messages.maxLength, { limit: result.maxLength });
  }
  if (result.enum !== undefined) defaults.enum = messages.enum;
  if (result.pattern !== undefined) defaults.pattern = messages.pattern;
  result.errorMessage = { ...defaults, ...(result.errorMessage ?? {}) };
  return result;
}

function optionsFor(key: string, ui: PageUi, rules: Required<PageRules>, lists: Record<string, Option[]>) {
  const dropdown = rules.conditionalDropdowns.find((item) => item.key === key);
  if (dropdown?.options) {
    // Two choices of the question it depends on may share a list (two majors, one list of
    // concentrations): each value is one choice of the union, which the schema's enum lists once.
    const union = new Map<string, Option>();
    for (const name of Object.values(dropdown.options))
      for (const option of lists[name] ?? []) if (!union.has(option.value)) union.set(option.value, option);
    return [...union.values()];
  }
  const fieldUi = ui[key] as Question['ui'] | undefined;
  const name = fieldUi?.['ui:options']?.optionList;
  return name === undefined ? undefined : lists[name];
}

/** Loads the catalogue of one partner ('base' or an unknown id gives the base catalogue). */
export function loadCatalogue(partnerId: string, sources: CatalogueSources): Catalogue {
  const partner = sources.partners[partnerId] ?? {};
  const overlay = partner.overlay ?? {};
  const baseLimits = sources.index.limits;
  const limits = { ...baseLimits, ...(overlay.limits ?? {}) } as Catalogue['limits'];
  if (partner.settings?.character_limit !== undefined && overlay.limits?.textarea === undefined) {
    limits.textarea = partner.settings.character_limit;
  }
  const optionFiles = mergePatch(sources.options, overlay.options ?? {});
  const options: Record<string, Option[]> = {};
  for (const [name, file] of Object.entries(optionFiles)) options[name] = file.options;
  const dataModel = mergePatch(sources.dataModel.keys, overlay.dataModel?.keys ?? {});
  // The partner's wording of a message replaces the base's (a partner cannot remove one).
  const index: CatalogueIndex = overlay.messages
    ? { ...sources.index, messages: { ...sources.index.messages, ...overlay.messages } }
    : sources.index;

  const pages: LoadedPage[] = [];
  const questions = new Map<string, Question>();
  const catalogue: Catalogue = {
    partnerId,
    index,
    limits,
    dataModel,
    pages,
    questions,
    options,
    groups: [],
    tabs: [],
  };
  for (const info of sources.index.pages) {
    const base = sources.pages[info.id];
    if (!base) throw new Error(`The catalogue lists the page ${info.id}, but schemas/ has no files for it.`);
    const patch = overlay.pages?.[info.id] ?? {};
    const merged = pruneRemoved(
      {
        schema: mergePatch(base.schema, patch.schema),
        ui: mergePatch(base.ui, patch.ui),
        rules: mergePatch(base.rules, patch.rules),
      },
      base,
    );
    const groups = merged.ui['ui:addAnother'] ?? [];
    const expanded = expandGroups(merged, groups);
    const rules = fullRules(expanded.rules);
    const { $schema: _ignored, ...schema } = expanded.schema as PageSchema & { $schema?: string };
    const page: LoadedPage = {
      ...info,
      // A partner may rename a page; its id and path stay the base's (SPEC 2's routes).
      ...(typeof patch.title === 'string' ? { title: patch.title } : {}),
      schema,
      // RJSF renders in ui:order; the sections are the one place staff set the order.
      ui: { ...expanded.ui, 'ui:order': [...expanded.ui['ui:sections'].flatMap((s) => s.fields), '*'] },
      rules,
      sections: expanded.ui['ui:sections'],
    };
    catalogue.groups.push(...groups);
    catalogue.tabs.push(...(expanded.ui['ui:tabs'] ?? []));
    addQuestions(catalogue, page, groups);
    pages.push(page);
  }
  return catalogue;
}

function addQuestions(catalogue: Catalogue, page: LoadedPage, groups: Catalogue['groups']): void {
  const groupOf = new Map<string, { id: string; entry: number }>();
  for (const group of groups) {
    for (const key of group.keys) {
      for (let entry = 1; entry <= group.max; entry += 1) {
        const name = entry === 1 ? key : `${group.prefix}${entry}_${key.slice(group.prefix.length)}`;
        groupOf.set(name, { id: group.button_id, entry });
      }
    }
  }
  for (const section of page.sections) {
    for (const key of section.fields) {
      const field = page.schema.properties[key];
      if (!field) continue;
      const ui = (page.ui[key] ?? { 'ui:widget': 'text' }) as Question['ui'];
      // RJSF renders from page.ui: a question without an entry is a text question there too.
      page.ui[key] = ui;
      const widget = ui['ui:widget'];
      const options = optionsFor(key, page.ui, page.rules, catalogue.options);
      const schema = withDefaults(
        options && !ui['ui:options']?.years
          ? { ...field, enum: field.enum ?? options.map((o) => o.value).filter((v) => v !== '') }
          : field,
        widget,
        catalogue.index.messages,
        catalogue.limits,
      );
      page.schema.properties[key] = schema;
      const group = groupOf.get(key);
      catalogue.questions.set(key, {
        key,
        page: page.id,
        section: section.id,
        schema,
        ui,
        widget,
        ...(options ? { options } : {}),
        ...(group ? { group } : {}),
      });
    }
  }
}

/** The schema ajv compiles for a page: no `required` (the engine decides what is required). */
export function validationSchema(page: LoadedPage): Omit<PageSchema, 'required'> {
  const { required: _required, ...schema } = page.schema;
  return { ...schema, $id: page.id };
}
