import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { withTheme } from '@rjsf/core';
import { Theme } from '@rjsf/mui';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { useMemo } from 'react';
import type { Catalogue, LoadedPage } from '../../../../engine/catalogue/types';
import type { PresentedPage } from '../../../../engine/presentation';
import { type WidgetContext, widgetRegistry } from '../../../../widgets';
import { rjsfValidator } from '../../../lib/rjsf-validator';
import { PRINT_SECTIONS, PrintSections } from './print-sections';

// Generic defaults (any): the widgets registry is typed that way too.
const ThemedForm = withTheme(Theme);
const templates = { ...widgetRegistry.templates, ObjectFieldTemplate: PrintSections };

/**
 * The schema of a printed page: its shown questions (the engine's visibility, as
 * presentAnswers lists them) as plain strings, the way widgets/testing/harness.tsx
 * renders questions. Widgets read options and labels from the engine, not the schema.
 */
function printSchema(catalogue: Catalogue, shown: PresentedPage) {
  const keys = shown.sections.flatMap((section) => section.items.map((item) => item.key));
  const properties: Record<string, RJSFSchema> = {};
  for (const key of keys) {
    properties[key] = { type: 'string', title: catalogue.questions.get(key)?.schema.title ?? key };
  }
  const uiSchema: UiSchema = {
    'ui:submitButtonOptions': { norender: true },
    'ui:order': [...keys, '*'],
    [PRINT_SECTIONS]: shown.sections,
  };
  for (const key of keys) uiSchema[key] = catalogue.questions.get(key)?.ui;
  return { schema: { type: 'object', properties } as RJSFSchema, uiSchema };
}

interface PrintPageProps {
  page: LoadedPage;
  shown: PresentedPage;
  context: WidgetContext;
}

/** One catalogue page, every shown question through its widget's read-only variant. */
export function PrintPage({ page, shown, context }: PrintPageProps) {
  const { schema, uiSchema } = useMemo(
    () => printSchema(context.engine.catalogue, shown),
    [context.engine, shown],
  );
  const headingId = `print-${page.id}-title`;
  return (
    <Box component="section" aria-labelledby={headingId} data-print-page={page.id} sx={{ mt: 4 }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.5rem', fontWeight: 700, mb: 1 }}>
        {page.title}
      </Typography>
      {shown.sections.length === 0 ? (
        <Typography>No question of this page is shown for this application.</Typography>
      ) : (
        <ThemedForm
          schema={schema}
          uiSchema={uiSchema}
          formData={context.answers}
          formContext={context}
          validator={rjsfValidator}
          widgets={widgetRegistry.widgets}
          templates={templates}
          idPrefix={`print-${page.id}`}
          tagName="div"
          noHtml5Validate
          showErrorList={false}
        />
      )}
    </Box>
  );
}
