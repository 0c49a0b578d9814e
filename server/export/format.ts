/**
 * The two shapes of an export: JSON Lines (one application per line, everything it
 * carries) and CSV (one row per application, one column per catalogue key in catalogue
 * order, headed from the catalogue; written by csv-stringify, which does the quoting).
 */
import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { Catalogue } from '../../engine/index';
import { type ExportedApplication, exportColumns } from './applications';

/** The formats an export is written in. */
export const EXPORT_FORMATS = ['jsonl', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The Content-Type of each format. */
export const EXPORT_TYPES: Record<ExportFormat, string> = {
  jsonl: 'application/x-ndjson; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
};

/** The CSV's columns: record key → header. Repeated titles (parent 1 and 2) get their key beside them. */
export function csvColumns(catalogue: Catalogue): { key: string; header: string }[] {
  const answers = exportColumns(catalogue);
  const seen = new Map<string, number>();
  for (const { title } of answers) seen.set(title, (seen.get(title) ?? 0) + 1);
  return [
    { key: 'id', header: 'Application id' },
    { key: 'submitted_at', header: 'Submitted at' },
    { key: 'username', header: 'Username' },
    ...answers.map(({ key, title }) => ({
      key: `answer:${key}`,
      header: (seen.get(title) ?? 0) > 1 ? `${title} (${key})` : title,
    })),
    ...catalogue.groups.map((group) => ({
      key: `add_another:${group.button_id}`,
      header: `Number of entries: ${group.buttonLabel ?? group.button_id}`,
    })),
    ...catalogue.tabs.map((question) => ({
      key: `tab:${question.tab_id}`,
      header: `Chosen tab: ${question.tab_id}`,
    })),
    { key: 'documents', header: 'Documents' },
    { key: 'pdf', header: 'Application PDF' },
  ];
}

/** The CSV record of one application: answer values by column, documents as "name <link or file>". */
export function csvRecord(application: ExportedApplication): Record<string, string | number> {
  const record: Record<string, string | number> = {
    id: application.id,
    submitted_at: application.submitted_at,
    username: application.username,
  };
  for (const answer of application.answers) record[`answer:${answer.key}`] = answer.value;
  for (const [id, count] of Object.entries(application.add_another)) record[`add_another:${id}`] = count;
  for (const [id, tab] of Object.entries(application.tabs)) record[`tab:${id}`] = tab;
  record.documents = application.documents
    .map((document) => `${document.file_name} <${document.file ?? document.url}>`)
    .join('; ');
  record.pdf = application.pdf ? (application.pdf.file ?? application.pdf.url) : '';
  return record;
}

/** The export as a byte stream; an error of the source ends the stream with that error. */
export function exportStream(
  catalogue: Catalogue,
  applications: AsyncIterable<ExportedApplication>,
  format: ExportFormat,
): Readable {
  if (format === 'jsonl') {
    return Readable.from(
      (async function* () {
        for await (const application of applications) yield `${JSON.stringify(application)}\n`;
      })(),
    );
  }
  const records = Readable.from(
    (async function* () {
      for await (const application of applications) yield csvRecord(application);
    })(),
  );
  // An answer is the applicant's text: one starting with = + - @ (or a tab) would run as a
  // formula in the spreadsheet a member of staff opens the file with, so it is written with a
  // leading ' (OWASP's advice for CSV injection). The byte order mark tells Excel the file is
  // UTF-8: without it, Excel on Windows reads 'Zürich' as 'ZÃ¼rich'.
  const csv = stringify({ header: true, columns: csvColumns(catalogue), escape_formulas: true, bom: true });
  pipeline(records, csv, () => undefined);
  return csv;
}
