/**
 * Exports of submitted applications (issue 14): `GET /service/applications` and
 * `npm run export` read them here, page by page (never all in memory), each with its
 * answers in catalogue order and their labels, add-another counts, tabs, documents and
 * application PDF, rendered here when it was not yet (../documents/application-pdf-ready.ts).
 * A started application that was never submitted is not exported.
 */
import { type Catalogue, computeVisibility, optionLabel } from '../../engine/index';
import { gatherApplication, type PdfRendering } from '../documents/application-pdf-job';
import { readyApplicationPdf } from '../documents/application-pdf-ready';
import { formContext } from '../form-context';
import type { SubmittedApplication } from '../repositories/applications';

/** Applications read per query. */
const PAGE = 100;

/** One answer: the question's title, the stored value, and its `_desc` label when it has one. */
export interface ExportedAnswer {
  key: string;
  title: string;
  value: string;
  label?: string;
}

/** A document of the application; `url` is where staff fetch it (a staff key), or `file` the path beside the export. */
export interface ExportedDocument {
  key: string;
  file_name: string;
  file_size: number;
  status: string;
  url: string;
  file?: string;
}

/** One exported application. */
export interface ExportedApplication extends SubmittedApplication {
  answers: ExportedAnswer[];
  add_another: Record<string, number>;
  tabs: Record<string, string>;
  documents: ExportedDocument[];
  /** The application PDF, current with the application (rendered for the export when it was not). */
  pdf: { status: string; url: string; file?: string };
}

/** The answer columns of an export: every question of the catalogue, in catalogue order. */
export function exportColumns(catalogue: Catalogue): { key: string; title: string }[] {
  return [...catalogue.questions.values()].map((question) => ({
    key: question.key,
    title: question.schema.title ?? question.key,
  }));
}

/** Where staff fetch an application's files (behind a staff key). */
export function fileLinks(publicUrl: string, id: string) {
  const base = `${publicUrl}/service/applications/${encodeURIComponent(id)}`;
  return {
    document: (key: string) => `${base}/documents/${encodeURIComponent(key)}`,
    pdf: `${base}/pdf`,
  };
}

/**
 * Every submitted application from `since` (ISO), oldest first, read a page at a time;
 * `rendering` reads them and renders a PDF that is missing.
 */
export async function* submittedApplications(
  rendering: PdfRendering,
  publicUrl: string,
  since = '',
): AsyncGenerator<ExportedApplication> {
  const columns = exportColumns(rendering.engine.catalogue);
  let after: SubmittedApplication | undefined;
  for (;;) {
    const page = await rendering.repos.applications.submittedPage(since, after, PAGE);
    for (const row of page) yield await exportOne(rendering, columns, publicUrl, row);
    if (page.length < PAGE) return;
    after = page[page.length - 1];
  }
}

async function exportOne(
  rendering: PdfRendering,
  columns: { key: string; title: string }[],
  publicUrl: string,
  row: SubmittedApplication,
): Promise<ExportedApplication> {
  const data = await gatherApplication(rendering.repos, row.id);
  await readyApplicationPdf(rendering, row.id, data);
  const { answers: stored, documents } = data;
  const { catalogue, evaluate } = rendering.engine;
  const context = formContext(catalogue, data.counts, data.tabs);
  // What the applicant saw, as the PDF and the print view show it: no answer of a question
  // hidden by a rule, of an add-another entry beyond the count or of a tab not chosen.
  const { visible } = computeVisibility(catalogue, stored, evaluate, context);
  const links = fileLinks(publicUrl, row.id);
  const answers: ExportedAnswer[] = [];
  for (const { key, title } of columns) {
    const value = stored[key];
    if (value === undefined || value === '' || !visible.has(key)) continue;
    const question = catalogue.questions.get(key);
    const label = question ? optionLabel(question, value, stored) : undefined;
    answers.push({ key, title, value, ...(label ? { label } : {}) });
  }
  return {
    id: row.id,
    submitted_at: row.submitted_at,
    username: row.username,
    answers,
    add_another: context.addAnother,
    tabs: context.tabs,
    documents: documents
      .filter((document) => document.status !== 'FAILED')
      .map((document) => ({
        key: document.answer_key,
        file_name: document.file_name,
        file_size: Number(document.file_size),
        status: document.status,
        url: links.document(document.answer_key),
      })),
    pdf: { status: 'COMPLETED', url: links.pdf },
  };
}
