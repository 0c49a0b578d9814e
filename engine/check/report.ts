/**
 * Where a checker finding points: the file and JSON path a staff member must fix,
 * the partner overlay when the overlay sets the value, else the base file.
 */
import { fillMessage } from '../catalogue/messages';
import type { CatalogueSources } from '../catalogue/types';
import { pointer } from './walk';

export interface Finding {
  level: 'error' | 'warning';
  file: string;
  /** JSON Pointer inside the file ('' for the whole file). */
  path: string;
  message: string;
}

export type Kind = 'schema' | 'ui' | 'rules';
const baseFile = (page: string, kind: Kind) =>
  kind === 'rules' ? `schemas/rules/${page}.rules.json` : `schemas/${page}.${kind}.json`;

/** The value at a JSON Pointer inside `value`, or undefined. */
export function at(value: unknown, path: string): unknown {
  let node = value;
  for (const raw of path.split('/').slice(1)) {
    const segment = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node;
}

export class Report {
  readonly findings: Finding[] = [];
  constructor(
    readonly sources: CatalogueSources,
    readonly partnerId: string,
  ) {}

  /** A checker message of schemas/catalogue.json filled in, in one pass: a value holding `{name}` (a message's placeholder) stays as it is. */
  text(name: string, values: Record<string, string | number>): string {
    const template = this.sources.index.checkerMessages?.[name] ?? `${name}: {key}{keys}{list}{group}`;
    return fillMessage(template, values);
  }

  /** The file holding a page's value at a path: the partner overlay when it sets it, else the base file. */
  page(page: string, kind: Kind, path: string, level: Finding['level'], message: string): void {
    const overlay = this.sources.partners[this.partnerId]?.overlay?.pages?.[page]?.[kind];
    if (overlay !== undefined && at(overlay, path) !== undefined) {
      this.add(
        level,
        `partners/${this.partnerId}/catalogue.json`,
        pointer('pages', page, kind) + path,
        message,
      );
    } else this.add(level, baseFile(page, kind), path, message);
  }

  /**
   * An option list a page names that the catalogue does not have. When this partner's
   * overlay removed it (`"options": {"<list>": null}`), the overlay's line is the one to
   * fix, or the page that still names it: the finding points there, not at the base page.
   */
  missingOptionList(page: string, kind: Kind, path: string, list: string): void {
    const overlay = this.sources.partners[this.partnerId]?.overlay?.options;
    if (overlay?.[list] === null && list in this.sources.options) {
      const where = `${baseFile(page, kind)} ${path}`;
      this.add(
        'error',
        `partners/${this.partnerId}/catalogue.json`,
        pointer('options', list),
        this.text('removedOptionList', { list, key: where }),
      );
    } else this.page(page, kind, path, 'error', this.text('unknownOptionList', { list }));
  }

  /**
   * A key that a page's uiSchema or rules name and no page asks. When this partner's overlay
   * removed that question (`"properties": {"<key>": null}`), the overlay's line is where the
   * staff member acted: the finding points there, naming the base file's place that still
   * names the key, not at a base file they do not edit.
   */
  unknownKey(page: string, kind: Kind, path: string, key: string): void {
    const pages = this.sources.partners[this.partnerId]?.overlay?.pages ?? {};
    const removedOn = (name: string) =>
      Object.entries(pages).find(
        ([, patch]) =>
          (patch?.schema as { properties?: Record<string, unknown> } | undefined)?.properties?.[name] ===
          null,
      )?.[0];
    // A choice's description (`country_desc`) goes with its question.
    const question = [key, key.replace(/_desc$/, '')].find((name) => removedOn(name) !== undefined);
    const removedPage = question === undefined ? undefined : removedOn(question);
    if (question === undefined || removedPage === undefined) {
      this.page(page, kind, path, 'error', this.text('unknownRuleKey', { key }));
      return;
    }
    const overlay = pages[page]?.[kind];
    const where =
      overlay !== undefined && at(overlay, path) !== undefined
        ? `partners/${this.partnerId}/catalogue.json ${pointer('pages', page, kind)}${path}`
        : `${baseFile(page, kind)} ${path}`;
    this.add(
      'error',
      `partners/${this.partnerId}/catalogue.json`,
      pointer('pages', removedPage, 'schema', 'properties', question),
      this.text('removedKey', { key: question, list: where }),
    );
  }

  /** An option of a list, where it is written: this partner's catalogue.json when it sets the list, else schemas/options/. */
  optionList(list: string, index: number, message: string): void {
    const own = this.sources.partners[this.partnerId]?.overlay?.options?.[list];
    if (own?.options !== undefined)
      this.add(
        'error',
        `partners/${this.partnerId}/catalogue.json`,
        pointer('options', list, 'options', index, 'value'),
        message,
      );
    else this.add('error', `schemas/options/${list}.json`, pointer('options', index, 'value'), message);
  }

  add(level: Finding['level'], file: string, path: string, message: string): void {
    this.findings.push({ level, file, path, message });
  }
}
