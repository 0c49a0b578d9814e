import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { IChangeEvent } from '@rjsf/core';
import { withTheme } from '@rjsf/core';
import { Theme } from '@rjsf/mui';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { createFetchLookup, type WidgetContext } from '../../../../widgets';
import { PAGE_TITLE_ID } from '../../../components/layout/page-shell';
import { useToast } from '../../../components/toast/toast-context';
import { usePartner } from '../../../lib/partner';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PageButtons } from '../components/page-buttons';
import { type Answers, computeVisibility, holds, type LoadedPage } from '../engine-exports';
import { type Application, useApplication } from '../state/application-context';
import { formWidgets } from './registry';
import { FieldTemplate, SectionsTemplate } from './templates';
import { createEngineValidator, toValidationData, type ValidatorInputs } from './validator';

const ThemedForm = withTheme<Answers, RJSFSchema, WidgetContext>(Theme);
const templates = { FieldTemplate, ObjectFieldTemplate: SectionsTemplate };

function pageKeys(page: LoadedPage): string[] {
  return page.sections.flatMap((section) => section.fields);
}

/** The schema RJSF renders: the questions shown now, with those required now (rules included). */
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
      const control = target?.querySelector<HTMLElement>(
        'input:not([type="hidden"]), select, textarea, button',
      );
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

/** The formContext of widgets/ (their README's contract), backed by the application's state. */
function useWidgetContext(application: Application): WidgetContext {
  const { engine, answers, formContext, applyResult, snapshot, today, addEntry, chooseTab } = application;
  const toast = useToast();
  const lookup = useMemo(() => createFetchLookup(), []);
  return useMemo(
    () => ({
      engine,
      answers,
      state: formContext,
      commit: applyResult,
      isLoggedIn: snapshot.is_logged_in,
      today,
      lookup,
      onAddAnother: (buttonId: string) => addEntry(buttonId),
      onTabChange: (tabId: string, chosen: string) => chooseTab(tabId, chosen),
      notifyError: (message: string) => void toast.show({ variant: 'error', label: 'Error', message }),
    }),
    [
      engine,
      answers,
      formContext,
      applyResult,
      snapshot.is_logged_in,
      today,
      lookup,
      addEntry,
      chooseTab,
      toast,
    ],
  );
}

/** A form page rendered from the catalogue by RJSF with the MUI theme (SPEC 2). */
export function FormPage({ pageId }: { pageId: string }) {
  const application = useApplication();
  const { engine, answers, formContext, today, validation } = application;
  const partner = usePartner();
  const page = engine.catalogue.pages.find((item) => item.id === pageId);
  if (!page) throw new Error(`The catalogue has no page ${pageId}.`);
  useDocumentTitle(`${page.title} | ${partner.name}`);
  useQuestionAnchor(application);

  const visibility = useMemo(
    () => computeVisibility(engine.catalogue, answers, engine.evaluate, formContext),
    [engine, answers, formContext],
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
  // biome-ignore lint/correctness/useExhaustiveDependencies: rebuilt only when the shown or required keys change.
  const schema = useMemo(() => renderSchema(page, shown, required), [page, shownKey, requiredKey]);
  const uiSchema = useMemo<UiSchema<Answers, RJSFSchema, WidgetContext>>(
    () => ({ ...page.ui, 'ui:submitButtonOptions': { norender: true } }),
    [page],
  );

  const inputs = useRef<ValidatorInputs>({ context: formContext, today });
  inputs.current = { context: formContext, today };
  const validator = useMemo(
    () => createEngineValidator(engine, page.id, () => inputs.current),
    [engine, page.id],
  );

  const shownRef = useRef(shown);
  shownRef.current = shown;
  const onChange = useCallback(
    (event: IChangeEvent<Answers>) => {
      const next = event.formData ?? {};
      for (const key of shownRef.current) {
        const value = next[key];
        const stored =
          typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
        if (stored !== (application.current.current[key] ?? '')) application.change(key, stored);
      }
    },
    [application],
  );

  const widgetContext = useWidgetContext(application);
  const validating = validation !== null;
  // The application-wide result the summary shows, for this page's questions: RJSF's live
  // validation (the adapter) only runs on a change, and the errors must show on arrival too.
  const extraErrors = useMemo(() => {
    if (!validation) return undefined;
    const onPage: Record<string, string[]> = {};
    for (const key of pageKeys(page)) {
      const messages = validation.errors[key];
      if (messages) onPage[key] = messages;
    }
    return toValidationData(onPage).errorSchema;
  }, [validation, page]);
  return (
    <Paper elevation={0} sx={{ p: { xs: 2, sm: 4 }, border: 1, borderColor: 'divider' }}>
      <Typography variant="h1" id={PAGE_TITLE_ID} sx={{ mb: 3 }}>
        {page.title}
      </Typography>
      <ThemedForm
        // A new form when validation starts or stops: RJSF then validates (or clears) from the start.
        key={validating ? 'validating' : 'editing'}
        schema={schema}
        uiSchema={uiSchema}
        formData={answers}
        formContext={widgetContext}
        validator={validator}
        widgets={formWidgets}
        templates={templates}
        onChange={onChange}
        liveValidate={validating ? 'onChange' : false}
        extraErrors={extraErrors}
        noHtml5Validate
        showErrorList={false}
        idPrefix="root"
        tagName="div"
      />
      <PageButtons pageId={page.id} />
    </Paper>
  );
}
