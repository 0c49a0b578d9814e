/**
 * The benchmark's baseline: the largest page of the same catalogue as a plain
 * @rjsf/mui form, the way the library's documentation shows it: run-time ajv
 * (@rjsf/validator-ajv8), live validation, every question rendered at once, the whole
 * form data in one state. None of the application's optimisations.
 */
import Form from '@rjsf/mui';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { catalogueSources, createEngine, optionsFor } from '../../../engine/index';

const STOCK_WIDGETS = new Set(['text', 'textarea', 'select', 'radio', 'checkbox', 'date', 'hidden']);
const TODAY = new Date().toISOString().slice(0, 10);

/** The page's schema and uiSchema with option lists inlined and custom widgets as text. */
function plainPage(pageId: string): { schema: RJSFSchema; uiSchema: UiSchema } {
  const engine = createEngine('demo', { sources: catalogueSources });
  const page = engine.catalogue.pages.find((item) => item.id === pageId);
  if (!page) throw new Error(`no page ${pageId}`);
  const properties: Record<string, RJSFSchema> = {};
  const uiSchema: UiSchema = {};
  for (const key of page.sections.flatMap((section) => section.fields)) {
    const property = page.schema.properties[key] as RJSFSchema | undefined;
    if (!property) continue;
    const options = optionsFor(engine.catalogue, key, {}, TODAY);
    const { errorMessage: _messages, ...plain } = property as RJSFSchema & { errorMessage?: unknown };
    properties[key] =
      options.length > 0
        ? { ...plain, oneOf: options.map((option) => ({ const: option.value, title: option.label })) }
        : plain;
    const widget = engine.catalogue.questions.get(key)?.widget;
    // Stock RJSF has no checkbox for a string answer ('true' / 'false'): radios instead.
    const stock = widget === 'checkbox' ? 'radio' : widget;
    uiSchema[key] = { 'ui:widget': stock && STOCK_WIDGETS.has(stock) ? stock : 'text' };
  }
  return { schema: { type: 'object', properties }, uiSchema };
}

const { schema, uiSchema } = plainPage('about');

function PlainForm() {
  const [formData, setFormData] = useState<Record<string, unknown>>({});
  return (
    <Form
      schema={schema}
      uiSchema={uiSchema}
      validator={validator}
      formData={formData}
      liveValidate
      noHtml5Validate
      onChange={(event) => setFormData(event.formData as Record<string, unknown>)}
    />
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('no #root');
createRoot(root).render(
  <StrictMode>
    <PlainForm />
  </StrictMode>,
);
