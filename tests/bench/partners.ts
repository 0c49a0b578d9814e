/**
 * What the phone bench measures of each shipped partner, read from the partner's
 * catalogue rather than named in code: its first two pages (the page change), its
 * largest page and the question typed into there, and the complete application cut to
 * the questions, add-another groups and tabs it asks.
 */
import { fileURLToPath } from 'node:url';
import type { Answers, Catalogue, FormContext, LoadedPage, Question } from '../../engine/catalogue/types';
import { catalogueSources, loadCatalogue } from '../../engine/index';
import { COMPLETE_APPLICATION, COMPLETE_CONTEXT } from '../../engine/testing/complete-application';
import { partnerFolders } from '../../server/catalogue/files';
import { loadConfig } from '../../server/config';
import { answerKeys } from '../../server/routes/application/catalogue';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** How many samples of each figure a partner gets. */
export interface Samples {
  keystrokes: number;
  pageChanges: number;
  printLoads: number;
  lighthouseRuns: number;
}

/** What the bench measures of one partner. */
export interface PartnerPlan {
  id: string;
  samples: Samples;
  /** The first page (its landing page) and the second: the page change goes from one to the other. */
  first: LoadedPage;
  second: LoadedPage;
  /** The page with the most questions: typed into and filled. */
  largest: LoadedPage;
  /** The question typed into on the largest page. */
  field: string;
  /** The complete application, as far as the partner's catalogue asks its questions. */
  answers: Answers;
  context: FormContext;
}

function questionCount(catalogue: Catalogue, page: LoadedPage): number {
  return [...catalogue.questions.values()].filter((question) => question.page === page.id).length;
}

/**
 * The page's first optional free text question: a one-line text input of any string (no
 * pattern, no minimum length, no list), so that typing into it and emptying it again shows
 * no message and no formatting; else its first text question.
 */
export function typingField(catalogue: Catalogue, page: LoadedPage): string {
  const texts = page.sections
    .flatMap((section) => section.fields)
    .map((key) => catalogue.questions.get(key))
    .filter((question): question is Question => question !== undefined && question.widget === 'text');
  const free = texts.find(
    ({ key, schema, ui }) =>
      !(page.schema.required ?? []).includes(key) &&
      schema.type === 'string' &&
      schema.pattern === undefined &&
      schema.minLength === undefined &&
      schema.enum === undefined &&
      (ui['ui:options'] as { inputType?: string } | undefined)?.inputType === 'text',
  );
  const field = free ?? texts[0];
  if (!field) {
    throw new Error(`${catalogue.partnerId}: the page ${page.id} has no text question to type into`);
  }
  return field.key;
}

/** Keeps only the entries whose key the partner's catalogue knows. */
function known<T>(entries: Record<string, T> | undefined, keys: Set<string>): Record<string, T> {
  return Object.fromEntries(Object.entries(entries ?? {}).filter(([key]) => keys.has(key)));
}

/** The plan of one partner, from its catalogue as shipped (engine/generated, npm run precompile). */
export function planFor(id: string, samples: Samples): PartnerPlan {
  const catalogue = loadCatalogue(id, catalogueSources);
  const [first, second] = catalogue.pages;
  if (!first || !second) throw new Error(`${id}: the catalogue has fewer than two pages`);
  const largest = catalogue.pages.reduce((most, page) =>
    questionCount(catalogue, page) > questionCount(catalogue, most) ? page : most,
  );
  return {
    id,
    samples,
    first,
    second,
    largest,
    field: typingField(catalogue, largest),
    answers: known(COMPLETE_APPLICATION, answerKeys(catalogue)),
    context: {
      addAnother: known(
        COMPLETE_CONTEXT.addAnother,
        new Set(catalogue.groups.map((group) => group.button_id)),
      ),
      tabs: known(COMPLETE_CONTEXT.tabs, new Set(catalogue.tabs.map((tabs) => tabs.tab_id))),
    },
  };
}

/**
 * Every shipped partner (the folders of partners/ holding a partner.json), the default one
 * (the partner of a server started without PARTNER) first, with `full` samples; the others
 * with `fewer`.
 */
export function partnerPlans(full: Samples, fewer: Samples, root = ROOT): PartnerPlan[] {
  const fallback = loadConfig({}).partner;
  const ids = partnerFolders(root).sort((a, b) => Number(b === fallback) - Number(a === fallback));
  return ids.map((id) => planFor(id, id === fallback ? full : fewer));
}
