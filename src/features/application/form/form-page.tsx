import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Form, { type FormProps, type IChangeEvent } from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { type ComponentType, memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { type Answers, computeVisibility, holds, type LoadedPage, toastLabels } from '../../../../engine';
import { afterFirstPage, firstPageShown } from '../../../../ui/lazy';
import { createFetchLookup, focusTarget, preloadLaterWidgets, type WidgetContext } from '../../../../widgets';
import { PAGE_TITLE_ID } from '../../../components/layout/page-shell';
import { useToast } from '../../../components/toast/toast-context';
import { errorMessage, UnauthorizedError } from '../../../lib/errors';
import { usePartner } from '../../../lib/partner';
import { rjsfValidator } from '../../../lib/rjsf-validator';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { fileKeysLeft, useDocuments } from '../../documents';
import { PageButtons } from '../components/page-buttons';
import { useAnswerStore, useStructureVersion } from '../state/answer-hooks';
import type { AnswerStore } from '../state/answer-store';
import { type Application, useApplication } from '../state/application-context';
import { toStored } from './connect-widget';
import { formWidgets } from './registry';
import { AT_ONCE, FIRST_PAGE_STEP, FIRST_STEP, NEXT_STEP, RevealContext, useRevealedCount } from './reveal';
import { type PageView, RequiredContext, ShownContext, type ShownNow, useSettledView } from './shown-context';
import { FieldTemplate, SectionsTemplate } from './templates';

// @rjsf/core's Form without @rjsf/mui's theme: every widget name the catalogue uses is ours
// (registry.ts), and so are the two templates that render (the question and the sections,
// templates.tsx). RJSF's description, help and error templates are only handed to ours,
// which render their own; the submit button and error list are hidden. @rjsf/mui's
// templates and the MUI components they import (List, Divider, Grid, IconButton and their
// icons) would only add to the first page's download.
// Given the same props (the schema of the page, the answers it opened with), the form
// renders nothing again: what is shown reaches the sections template through ShownContext,
// what is required the widgets through RequiredContext, the answers through the store.
const PageForm = memo(Form as ComponentType<FormProps<Answers, RJSFSchema, WidgetContext>>);
const templates = { FieldTemplate, ObjectFieldTemplate: SectionsTemplate };

function pageKeys(page: LoadedPage): string[] {
  return page.sections.flatMap((section) => section.fields);
}

/** An RJSF schema of the page's `shown` questions, `required` among them. */
export function renderSchema(page: LoadedPage, shown: string[], required: string[]): RJSFSchema {
  const properties: Record<string, unknown> = {};
  for (const key of shown) properties[key] = page.schema.properties[key];
  return { type: 'object', properties, required } as RJSFSchema;
}

/** Scrolls to the question of the URL's #key and focuses its first control (SPEC 2 anchors). */
function useQuestionAnchor(application: Application) {
  const { hash, key } = useLocation();
  const questions = application.engine.catalogue.questions;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the location changes; typing must not pull focus back.
  useEffect(() => {
    if (!hash) return;
    const name = decodeURIComponent(hash.slice(1));
    const renderedBy = questions.get(name)?.ui['ui:options']?.renderedBy;
    let frame = 0;
    let tries = 0;
    // After a client-side navigation the page may commit in more than one pass: try for a few frames.
    const attempt = () => {
      const target =
        document.getElementById(name) ?? (renderedBy ? document.getElementById(renderedBy) : null);
      const control = target && focusTarget(target);
      if (target && control) {
        target.scrollIntoView?.({ block: 'center' });
        control.focus();
        if (document.activeElement === control) return;
      }
      tries += 1;
      if (tries < 30) frame = requestAnimationFrame(attempt);
    };
    attempt();
    return () => cancelAnimationFrame(frame);
  }, [hash, key]);
}

/**
 * The formContext of widgets/ (their README's contract), backed by the application's
 * state. `answers` reads the store when asked: the object stays the same while the
 * applicant types, so RJSF has no reason to re-render the form.
 */
function useWidgetContext(application: Application, store: AnswerStore): WidgetContext {
  const { engine, formContext, applyResult, snapshot, today, addEntry, chooseTab } = application;
  const toast = useToast();
  const lookup = useMemo(() => createFetchLookup(), []);
  const documents = useDocuments();
  return useMemo(
    () => ({
      engine,
      get answers() {
        return store.get();
      },
      state: formContext,
      commit: applyResult,
      isLoggedIn: snapshot.is_logged_in,
      today,
      lookup,
      onAddAnother: (buttonId: string) => addEntry(buttonId),
      // SPEC 4: the uploads of the tab left go first (conversion, then upload); a failure keeps the tab.
      onTabChange: async (tabId: string, chosen: string) => {
        await documents?.leaveTab(fileKeysLeft(engine.catalogue, tabId, chosen));
        await chooseTab(tabId, chosen);
      },
      documents,
      // With its cause, the text is the toast's label and the server's message its body.
      notifyError: (message: string, cause?: unknown) => {
        if (cause instanceof UnauthorizedError) return;
        toast.show(
          cause === undefined
            ? { variant: 'error', label: toastLabels.error, message }
            : { variant: 'error', label: message, message: errorMessage(cause) },
        );
      },
    }),
    [
      engine,
      store,
      formContext,
      applyResult,
      snapshot.is_logged_in,
      today,
      lookup,
      addEntry,
      chooseTab,
      documents,
      toast,
    ],
  );
}

/** A form page rendered from the catalogue by RJSF with the MUI theme (SPEC 2). */
export function FormPage({ pageId }: { pageId: string }) {
  const application = useApplication();
  const partner = usePartner();
  const page = application.engine.catalogue.pages.find((item) => item.id === pageId);
  if (!page) throw new Error(`The catalogue has no page ${pageId}.`);
  useDocumentTitle(`${page.title} | ${partner.name}`, 'after-paint');
  useQuestionAnchor(application);
  const location = useLocation();
  // A link to a question shows every question at once; the document's first page ('default'
  // key) starts with a step of them, a page change with none (reveal.ts).
  const firstOfVisit = location.key === 'default';
  const first = location.hash !== '' ? AT_ONCE : firstOfVisit ? FIRST_PAGE_STEP : FIRST_STEP;
  const atOnce = first === AT_ONCE;
  // Whether every question of the page is revealed (reveal.ts); until then the page is busy.
  const [revealing, setRevealing] = useState({ pageId, done: atOnce });
  let done = revealing.done;
  if (revealing.pageId !== pageId) {
    done = atOnce;
    setRevealing({ pageId, done });
  }
  const onRevealed = useCallback(
    (id: string) =>
      setRevealing((previous) => (previous.pageId === id ? { pageId: id, done: true } : previous)),
    [],
  );
  // Neither the Paper nor the title nor the buttons re-render for an answer: only the
  // questions do (PageQuestions), each MUI styled element costing a style serialisation.
  const title = useMemo(
    () => (
      <Typography variant="h1" id={PAGE_TITLE_ID} sx={{ mb: 3 }}>
        {page.title}
      </Typography>
    ),
    [page.title],
  );
  const buttons = useMemo(() => <PageButtons pageId={page.id} />, [page.id]);
  return (
    <Paper
      elevation={0}
      sx={PAPER_SX}
      // Busy while its questions are still being revealed: assistive technology (and a test)
      // knows more of the page is on its way.
      aria-busy={!done && !atOnce}
    >
      {title}
      <PageQuestions
        page={page}
        first={first}
        step={firstOfVisit ? FIRST_PAGE_STEP : NEXT_STEP}
        onRevealed={onRevealed}
      />
      {buttons}
    </Paper>
  );
}

const PAPER_SX = { p: { xs: 2, sm: 4 }, border: 1, borderColor: 'divider' } as const;

interface QuestionsProps {
  page: LoadedPage;
  /** The questions its first render shows (reveal.ts). */
  first: number;
  /** The questions each later step adds (reveal.ts). */
  step: number;
  /** Told the page's id once every question of it is revealed. */
  onRevealed(pageId: string): void;
}

/** The questions of a page: re-rendered by a structural change of the answers only. */
function PageQuestions({ page, first, step, onRevealed }: QuestionsProps) {
  const application = useApplication();
  const { engine, formContext, today } = application;
  const store = useAnswerStore();
  // Re-rendered by a structural change only (what is shown or required may differ); a
  // keystroke re-renders its own field (connect-widget.tsx).
  const structure = useStructureVersion();
  const answers = store.get();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the answers object changes with every keystroke; only a structural change can alter visibility.
  const visibility = useMemo(
    () => computeVisibility(engine.catalogue, answers, engine.evaluate, formContext),
    [engine, structure, formContext],
  );
  const shown = pageKeys(page).filter((key) => visibility.visible.has(key) && key in page.schema.properties);
  const data = { ...visibility.data, $today: today };
  const always = new Set(page.schema.required ?? []);
  const required = shown.filter((key) => {
    const rule = page.rules.requiredWhen[key];
    return rule === undefined ? always.has(key) : holds(engine.evaluate, rule, data);
  });
  const shownKey = shown.join(',');
  const requiredKey = required.join(',');
  // Every question of the page: ShownContext says which show now, RequiredContext which are required.
  const schema = useMemo(
    () =>
      renderSchema(
        page,
        pageKeys(page).filter((key) => key in page.schema.properties),
        [],
      ),
    [page],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new value only when the shown keys change.
  const shownNow = useMemo<ShownNow>(() => ({ shown: new Set(shown) }), [shownKey]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new set only when the required keys change.
  const requiredNow = useMemo(() => new Set(required), [requiredKey]);
  const latestView = useMemo<PageView>(
    () => ({ shown: shownNow, required: requiredNow }),
    [shownNow, requiredNow],
  );
  // What an answer reveals renders just after the answer's own frame (shown-context.ts).
  const view = useSettledView(page.id, latestView);
  // The answers the page opened with: the widgets read theirs from the store, so RJSF
  // needs no newer ones (a new object would render the whole form again).
  // biome-ignore lint/correctness/useExhaustiveDependencies: taken anew for each page only.
  const formData = useMemo(() => store.get(), [page.id, store]);
  const uiSchema = useMemo<UiSchema<Answers, RJSFSchema, WidgetContext>>(
    () => ({ ...page.ui, 'ui:submitButtonOptions': { norender: true } }),
    [page],
  );

  // The widgets write to the store themselves; RJSF itself reports a change only when it
  // fills in defaults for the data it was given.
  const shownRef = useRef(shown);
  shownRef.current = shown;
  const { change } = application;
  const onChange = useCallback(
    (event: IChangeEvent<Answers>) => {
      const next = event.formData ?? {};
      for (const key of shownRef.current) {
        const stored = toStored(next[key]);
        if (stored !== (store.get()[key] ?? '')) change(key, stored);
      }
    },
    [store, change],
  );

  const revealed = useRevealedCount(page.id, shown.length, first, step);
  useEffect(() => {
    if (revealed !== AT_ONCE) return;
    onRevealed(page.id);
    // The page's form is shown: now fetch the widgets a later page may need (widgets/registry.ts),
    // and the code that waited for a first page (ui/lazy.ts).
    afterFirstPage(preloadLaterWidgets);
    firstPageShown();
  }, [revealed, page.id, onRevealed]);
  const widgetContext = useWidgetContext(application, store);
  return (
    <>
      {/* No live validation in RJSF: while validating, the errors come from the store (the
          application-wide result the summary shows), read by each field and its template. */}
      <ShownContext.Provider value={view.shown}>
        <RequiredContext.Provider value={view.required}>
          <RevealContext.Provider value={revealed}>
            {/* A new form per page: RJSF's Form given another page's schema would render the
            old page once more before its componentDidUpdate sets the new one (a second,
            blocking render of the whole page). */}
            {revealed > 0 && (
              <PageForm
                key={page.id}
                schema={schema}
                uiSchema={uiSchema}
                formData={formData}
                formContext={widgetContext}
                validator={rjsfValidator}
                widgets={formWidgets}
                templates={templates}
                onChange={onChange}
                noHtml5Validate
                showErrorList={false}
                idPrefix="root"
                tagName="div"
              />
            )}
          </RevealContext.Provider>
        </RequiredContext.Provider>
      </ShownContext.Provider>
    </>
  );
}
