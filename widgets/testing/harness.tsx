/**
 * A page of chosen questions in a real @rjsf/mui Form with our registry, holding its
 * own answers the way the app does (RJSF onChange for a widget's own key, commit for
 * the rest, both through the engine). Stories and tests render widgets through it, so
 * they exercise the same templates, ids and formContext the form pages use.
 */
import Box from '@mui/material/Box';
import Form from '@rjsf/mui';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { useContext, useMemo, useState } from 'react';
import {
  type Answers,
  applyChange,
  type ChangeResult,
  computeVisibility,
  type Engine,
  type FormContext,
} from '../../engine';
import type { Lookup } from '../autocomplete/lookup';
import type { DocumentsApi, WidgetContext } from '../context';
import { RadioStyles } from '../radio/radio-styles';
import { FieldStyles } from '../shared/field-styles';
import { ReadOnlyStyles } from '../shared/read-only';
import { engine as demoEngine, TODAY } from './engine';
import { widgetRegistry } from './registry';
import { type Viewer, ViewerContext } from './viewer';

export interface HarnessProps {
  /** The questions shown, in order (those the engine hides are left out, as the form does). */
  keys: string[];
  answers?: Answers;
  state?: FormContext;
  /** Inline errors by key, as the form's validation would give them. */
  errors?: Record<string, string[]>;
  /** The form is disabled while the profile loads. */
  loading?: boolean;
  viewer?: Viewer;
  lookup?: Lookup;
  onAddAnother?: WidgetContext['onAddAnother'];
  onTabChange?: WidgetContext['onTabChange'];
  documents?: DocumentsApi;
  notifyError?: WidgetContext['notifyError'];
  /** Called with every set of answers the harness stores (tests read it). */
  onAnswers?: (answers: Answers) => void;
  /** The engine, if not the demo partner's (a partner's catalogue with its own texts). */
  engine?: Engine;
}

function pageSchema(engine: Engine, keys: string[]): { schema: RJSFSchema; uiSchema: UiSchema } {
  const properties: Record<string, RJSFSchema> = {};
  const uiSchema: UiSchema = { 'ui:submitButtonOptions': { norender: true }, 'ui:order': [...keys, '*'] };
  for (const key of keys) {
    const question = engine.catalogue.questions.get(key);
    if (!question) continue;
    properties[key] = { type: 'string', title: question.schema.title };
    uiSchema[key] = question.ui;
  }
  return { schema: { type: 'object', properties }, uiSchema };
}

/** Questions of the demo catalogue in an RJSF form with the widgets registry. */
export function WidgetHarness(props: HarnessProps) {
  const viewer = useContext(ViewerContext);
  const who = props.viewer ?? viewer;
  const engine = props.engine ?? demoEngine;
  const [answers, setAnswers] = useState<Answers>(props.answers ?? {});
  const [state, setState] = useState<FormContext>(props.state ?? {});
  const store = (next: Answers) => {
    setAnswers(next);
    props.onAnswers?.(next);
  };
  const commit = (result: ChangeResult) => store(result.answers);
  const visible = computeVisibility(engine.catalogue, answers, engine.evaluate, state).visible;
  const shown = props.keys.filter((key) => visible.has(key));
  const shownKey = shown.join();
  const { schema, uiSchema } = useMemo(
    () => pageSchema(engine, shownKey.split(',').filter(Boolean)),
    [engine, shownKey],
  );

  const context: WidgetContext = {
    engine,
    answers,
    state,
    commit,
    isLoggedIn: who === 'loggedIn',
    readOnlyView: who === 'readOnly',
    today: TODAY,
    lookup: props.lookup,
    documents: props.documents,
    notifyError: props.notifyError,
    onAddAnother: async (buttonId, count) => {
      await props.onAddAnother?.(buttonId, count);
      setState((previous) => ({ ...previous, addAnother: { ...previous.addAnother, [buttonId]: count } }));
    },
    onTabChange: async (tabId, chosen) => {
      await props.onTabChange?.(tabId, chosen);
      setState((previous) => ({ ...previous, tabs: { ...previous.tabs, [tabId]: chosen } }));
    },
  };
  const extraErrors = Object.fromEntries(
    Object.entries(props.errors ?? {}).map(([key, messages]) => [key, { __errors: messages }]),
  ) as ErrorSchema;
  return (
    <Box sx={{ maxWidth: 640, p: 2 }}>
      {who === 'readOnly' ? (
        <ReadOnlyStyles />
      ) : (
        <>
          <RadioStyles />
          <FieldStyles />
        </>
      )}
      <Form
        schema={schema}
        uiSchema={uiSchema}
        formData={answers}
        formContext={context}
        validator={validator}
        {...widgetRegistry}
        extraErrors={extraErrors}
        showErrorList={false}
        noHtml5Validate
        disabled={props.loading}
        onChange={(event) => {
          let next = answers;
          for (const [key, value] of Object.entries((event.formData ?? {}) as Answers)) {
            // Compare with the answers before this change: a key the engine just cleared
            // still holds its old value in RJSF's formData and must not come back.
            if ((value ?? '') !== (answers[key] ?? ''))
              next = applyChange(engine, next, key, value ?? '', state).answers;
          }
          if (next !== answers) store(next);
        }}
      />
    </Box>
  );
}
