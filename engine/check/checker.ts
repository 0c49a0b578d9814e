/**
 * The catalogue checker (SPEC 5's local configuration errors, and more): every key a
 * page, section, uiSchema, rule or add-another group names must exist, each key
 * belongs to one page and to the data model, option lists exist. Each finding names
 * the file and the JSON path a staff member must fix. Pure: the CLI reads the files.
 */
import { loadCatalogue, pruneRemoved } from '../catalogue/load';
import { mergePatch } from '../catalogue/merge';
import type { Catalogue, CatalogueSources, PageSources, PageUi } from '../catalogue/types';
import { MAIL_CARRIES } from '../mail-texts';
import { checkPartnerSettings } from './partner';
import { type Finding, Report } from './report';
import { keysOf, pointer, readLogic, rulesOf } from './walk';

export type { Finding } from './report';

function mergedPages(sources: CatalogueSources, partnerId: string): Record<string, PageSources> {
  const overlay = sources.partners[partnerId]?.overlay;
  const pages: Record<string, PageSources> = {};
  for (const info of sources.index.pages) {
    const base = sources.pages[info.id];
    if (!base) continue;
    const patch = overlay?.pages?.[info.id] ?? {};
    pages[info.id] = pruneRemoved(
      {
        schema: mergePatch(base.schema, patch.schema),
        ui: mergePatch(base.ui, patch.ui),
        rules: mergePatch(base.rules, patch.rules),
      },
      base,
    );
  }
  return pages;
}

function checkPages(report: Report, catalogue: Catalogue, pages: Record<string, PageSources>): void {
  const pagesOf = new Map<string, string[]>();
  for (const [id, page] of Object.entries(pages)) {
    for (const key of Object.keys(page.schema.properties))
      pagesOf.set(key, [...(pagesOf.get(key) ?? []), id]);
  }
  const duplicated = [...pagesOf].filter(([, ids]) => ids.length > 1).map(([key]) => key);
  for (const key of duplicated) {
    for (const id of pagesOf.get(key) ?? []) {
      report.page(
        id,
        'schema',
        pointer('properties', key),
        'error',
        report.text('multiplePages', { keys: duplicated.join(', ') }),
      );
    }
  }
  const missingFromModel = [...catalogue.questions.keys()].filter((key) => !(key in catalogue.dataModel));
  for (const key of missingFromModel) {
    const question = catalogue.questions.get(key);
    const source = question?.group
      ? (catalogue.groups.find((g) => g.button_id === question.group?.id)?.prefix ?? '')
      : '';
    const entry1 =
      question?.group && question.group.entry > 1 ? `${source}${key.replace(/^.*?_\d+_/, '')}` : key;
    report.page(
      question?.page ?? '',
      'schema',
      pointer('properties', entry1),
      'error',
      report.text('notInDataModel', { keys: missingFromModel.join(', ') }),
    );
  }
  const overlayModel = report.sources.partners[report.partnerId]?.overlay?.dataModel?.keys ?? {};
  for (const key of Object.keys(catalogue.dataModel)) {
    if (catalogue.questions.has(key)) continue;
    const file =
      key in overlayModel ? `partners/${report.partnerId}/catalogue.json` : 'schemas/data-model.json';
    const path = key in overlayModel ? pointer('dataModel', 'keys', key) : pointer('keys', key);
    report.add('warning', file, path, report.text('noPage', { key }));
  }
}

function checkUi(
  report: Report,
  catalogue: Catalogue,
  id: string,
  page: PageSources,
  known: (key: string) => boolean,
) {
  const ui = page.ui as PageUi;
  const inSchema = (key: string) => key in page.schema.properties;
  const inSection = new Set<string>();
  ui['ui:sections'].forEach((section, i) => {
    section.fields.forEach((key, j) => {
      inSection.add(key);
      if (!inSchema(key))
        report.page(
          id,
          'ui',
          pointer('ui:sections', i, 'fields', j),
          'error',
          report.text('unknownSectionKey', { key }),
        );
    });
  });
  for (const key of Object.keys(page.schema.properties)) {
    if (!inSection.has(key))
      report.page(id, 'schema', pointer('properties', key), 'error', report.text('notInSection', { key }));
  }
  for (const [key, value] of Object.entries(ui)) {
    if (key.startsWith('ui:') || key.startsWith('$')) continue;
    if (!inSchema(key)) report.page(id, 'ui', pointer(key), 'error', report.text('unknownUiKey', { key }));
    const options = (value as { 'ui:options'?: Record<string, unknown> })['ui:options'] ?? {};
    const list = options.optionList;
    if (typeof list === 'string' && !(list in catalogue.options)) {
      report.missingOptionList(id, 'ui', pointer(key, 'ui:options', 'optionList'), list);
    }
    for (const name of ['yearKey', 'renderedBy', 'idKey']) {
      const named = options[name];
      if (typeof named === 'string' && !known(named))
        report.unknownKey(id, 'ui', pointer(key, 'ui:options', name), named);
    }
  }
  (ui['ui:addAnother'] ?? []).forEach((group, i) => {
    group.keys.forEach((key, j) => {
      const path = pointer('ui:addAnother', i, 'keys', j);
      if (!key.startsWith(group.prefix)) {
        report.page(
          id,
          'ui',
          path,
          'error',
          report.text('prefixMismatch', { group: group.button_id, prefix: group.prefix, key }),
        );
      } else if (!inSchema(key)) report.unknownKey(id, 'ui', path, key);
    });
    if (group.max > catalogue.index.limits.addAnotherMax) {
      report.page(
        id,
        'ui',
        pointer('ui:addAnother', i, 'max'),
        'error',
        report.text('maxAboveLimit', { group: group.button_id, max: group.max }),
      );
    }
  });
  (ui['ui:tabs'] ?? []).forEach((tabs, i) => {
    if (!tabs.tabs.some((tab) => tab.id === tabs.default)) {
      report.page(
        id,
        'ui',
        pointer('ui:tabs', i, 'default'),
        'error',
        report.text('unknownTab', { group: tabs.tab_id, key: tabs.default }),
      );
    }
    tabs.tabs.forEach((tab, j) => {
      tab.keys.forEach((key, k) => {
        if (!known(key)) report.unknownKey(id, 'ui', pointer('ui:tabs', i, 'tabs', j, 'keys', k), key);
      });
    });
  });
}

function checkRules(
  report: Report,
  catalogue: Catalogue,
  id: string,
  page: PageSources,
  known: (key: string) => boolean,
) {
  const rules = page.rules;
  for (const { path, rule } of rulesOf(rules)) {
    const { vars, unknownOperations } = readLogic(rule, path);
    for (const item of vars) if (!known(item.name)) report.unknownKey(id, 'rules', item.path, item.name);
    for (const item of unknownOperations)
      report.page(id, 'rules', item.path, 'error', report.text('unknownOperation', { key: item.name }));
  }
  for (const item of keysOf(rules)) {
    if (!known(item.name)) report.unknownKey(id, 'rules', item.path, item.name);
  }
  (rules.conditionalDropdowns ?? []).forEach((dropdown, i) => {
    for (const [value, list] of Object.entries(dropdown.options ?? {})) {
      if (!(list in catalogue.options))
        report.missingOptionList(id, 'rules', pointer('conditionalDropdowns', i, 'options', value), list);
    }
  });
  // A key in `required` with a requiredWhen rule is required only when the rule holds
  // (engine/validation): a partner who adds it to `required` may expect it always.
  (page.schema.required ?? []).forEach((key, i) => {
    if (rules.requiredWhen?.[key] !== undefined)
      report.page(id, 'schema', pointer('required', i), 'warning', report.text('requiredByRule', { key }));
  });
}

/** The `{name}` placeholders of a message, in order, each once (fillMessage fills them in). */
function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => `{${match[1]}}`))];
}

/** The part of the base catalogue (headerMessages, saveMessages, ...) other than `messages` that holds a text of this name. */
function otherMessageGroup(index: CatalogueSources['index'], name: string): string | undefined {
  return Object.entries(index).find(
    ([group, texts]) =>
      group !== 'messages' &&
      group.endsWith('Messages') &&
      typeof texts === 'object' &&
      texts !== null &&
      Object.hasOwn(texts, name),
  )?.[0];
}

/**
 * A partner's wording of the base catalogue's messages: a name the base `messages` do not
 * have (a typo, one renamed since, or a header or save text, which a partner cannot
 * reword); a placeholder the base text does not fill in (applicants would see it as
 * written) is an error; one of the base text's placeholders the partner's text leaves out
 * is a warning (the value goes unshown, which may be meant).
 */
function checkPartnerMessages(report: Report, sources: CatalogueSources, partnerId: string): void {
  const messages = sources.partners[partnerId]?.overlay?.messages ?? {};
  const file = `partners/${partnerId}/catalogue.json`;
  for (const [name, text] of Object.entries(messages)) {
    const path = pointer('messages', name);
    const base = Object.hasOwn(sources.index.messages, name) ? sources.index.messages[name] : undefined;
    if (base === undefined) {
      const group = otherMessageGroup(sources.index, name);
      report.add(
        'error',
        file,
        path,
        group
          ? report.text('notPartnerMessage', { key: name, group })
          : report.text('unknownMessage', { key: name }),
      );
      continue;
    }
    if (typeof text !== 'string') continue;
    const own = placeholders(text);
    const expected = placeholders(base);
    for (const placeholder of own.filter((item) => !expected.includes(item)))
      report.add('error', file, path, report.text('placeholderUnknown', { key: name, placeholder, base }));
    // What a mail carries is required (checkMailTexts), so its absence is an error there.
    const carried = (MAIL_CARRIES[name as keyof typeof MAIL_CARRIES] ?? []).map((item) => `{${item}}`);
    for (const placeholder of expected.filter((item) => !own.includes(item) && !carried.includes(item)))
      report.add('warning', file, path, report.text('placeholderMissing', { key: name, placeholder, base }));
  }
}

/**
 * The account mails' bodies, as the base words them or the partner rewords them, must show
 * what the mail carries (a code, a link): a partner's text that leaves one out is an error
 * here, not the warning other messages get, since the mail would be of no use.
 */
function checkMailTexts(report: Report, sources: CatalogueSources, partnerId: string): void {
  const worded = sources.partners[partnerId]?.overlay?.messages ?? {};
  for (const [name, carried] of Object.entries(MAIL_CARRIES)) {
    const own = typeof worded[name] === 'string' ? worded[name] : undefined;
    const text = own ?? sources.index.messages[name];
    if (typeof text !== 'string') continue;
    const file = own === undefined ? 'schemas/catalogue.json' : `partners/${partnerId}/catalogue.json`;
    for (const placeholder of carried ?? [])
      if (!text.includes(`{${placeholder}}`))
        report.add(
          'error',
          file,
          pointer('messages', name),
          report.text('mailCarries', { key: name, placeholder: `{${placeholder}}` }),
        );
  }
}

/**
 * The option lists the catalogue uses, as this partner has them: a value twice would be one
 * answer shown as two choices (and a schema the validators refuse to compile), and an empty
 * value after the first option (the placeholder) is a choice whose answer is no answer.
 */
function checkOptionLists(report: Report, catalogue: Catalogue): void {
  for (const [name, options] of Object.entries(catalogue.options)) {
    const seen = new Map<string, number>();
    options.forEach((option, i) => {
      const first = seen.get(option.value);
      if (option.value === '' && i > 0)
        report.optionList(name, i, report.text('emptyOptionValue', { list: name, key: option.label }));
      else if (first !== undefined)
        report.optionList(
          name,
          i,
          report.text('duplicateOptionValue', { list: name, key: option.value, group: first }),
        );
      seen.set(option.value, first ?? i);
    });
  }
}

/** A partner's changes to a page the catalogue does not have (a typo of its id) would change nothing. */
function checkPartnerPages(report: Report, sources: CatalogueSources, partnerId: string): void {
  const ids = sources.index.pages.map((page) => page.id);
  for (const id of Object.keys(sources.partners[partnerId]?.overlay?.pages ?? {}))
    if (!ids.includes(id))
      report.add(
        'error',
        `partners/${partnerId}/catalogue.json`,
        pointer('pages', id),
        report.text('unknownPage', { key: id, list: ids.join(', ') }),
      );
}

/** Every finding for one partner's catalogue ('base' checks the base catalogue alone). */
export function checkCatalogue(sources: CatalogueSources, partnerId: string): Finding[] {
  const report = new Report(sources, partnerId);
  let catalogue: Catalogue;
  try {
    catalogue = loadCatalogue(partnerId, sources);
  } catch (error) {
    report.add(
      'error',
      'schemas/catalogue.json',
      '',
      report.text('loadFailed', { key: (error as Error).message }),
    );
    return report.findings;
  }
  if (partnerId !== 'base') {
    checkPartnerSettings(report, partnerId);
    checkPartnerMessages(report, sources, partnerId);
    checkPartnerPages(report, sources, partnerId);
  }
  checkMailTexts(report, sources, partnerId);
  const pages = mergedPages(sources, partnerId);
  const allKeys = new Set<string>([...catalogue.questions.keys()]);
  for (const page of Object.values(pages))
    for (const key of Object.keys(page.schema.properties)) allKeys.add(key);
  const known = (key: string) => allKeys.has(key) || (key.endsWith('_desc') && allKeys.has(key.slice(0, -5)));
  checkPages(report, catalogue, pages);
  checkOptionLists(report, catalogue);
  for (const [id, page] of Object.entries(pages)) {
    checkUi(report, catalogue, id, page, known);
    checkRules(report, catalogue, id, page, known);
  }
  return report.findings;
}
