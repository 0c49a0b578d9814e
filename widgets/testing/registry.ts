/**
 * Everything the stories' and tests' harness passes to RJSF from widgets/: the form's
 * widgets, with the two it loads lazily (registry.ts) in place at once, so that a story
 * renders its widget on the first render as before; no custom fields; the field template.
 */
import type { RegistryFieldsType, RegistryWidgetsType, TemplatesType } from '@rjsf/utils';
import { FileUploadWidget } from '../file-upload/file-upload-widget';
import { MonthYearWidget } from '../month-year/month-year-widget';
import { widgets } from '../registry';
import { FieldTemplate } from '../templates/field-template';

const harnessWidgets: RegistryWidgetsType = {
  ...widgets,
  fileUpload: FileUploadWidget,
  monthYear: MonthYearWidget,
};

/** No custom fields: every catalogue question is a string property rendered by a widget. */
const fields: RegistryFieldsType = {};

/** Template overrides merged over @rjsf/mui's templates. */
const templates: Partial<TemplatesType> = { FieldTemplate };

export const widgetRegistry = { widgets: harnessWidgets, fields, templates };
