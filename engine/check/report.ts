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

function at(value: unknown, path: string): unknown {
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

  add(level: Finding['level'], file: string, path: string, message: string): void {
    this.findings.push({ level, file, path, message });
  }
}
