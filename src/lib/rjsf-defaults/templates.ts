/**
 * Stands in for @rjsf/core's default templates (vite.config.ts's rjsfDefaults plugin puts
 * it in place of lib/components/templates/index.js). The catalogue's pages are objects of
 * string, integer and number questions (see fields.ts): the array, grid, anyOf/oneOf,
 * additionalProperties and recursive-$ref templates and the array buttons never render,
 * nor do those of the fields fields.ts replaces (FallbackField's, the unsupported field's,
 * the optional data controls'). The form pages give their own FieldTemplate and
 * ObjectFieldTemplate (src/features/application/form/templates.tsx), the stories' @rjsf/mui
 * Form its theme's. What is left: SchemaField's description, help and errors, and the
 * Form's submit button (which a page tells not to render, but which renders to say so).
 * The Form's error list, which no page shows (`showErrorList={false}`), throws.
 */
import SubmitButton from '@rjsf/core/lib/components/templates/ButtonTemplates/SubmitButton.js';
import DescriptionField from '@rjsf/core/lib/components/templates/DescriptionField.js';
import FieldErrorTemplate from '@rjsf/core/lib/components/templates/FieldErrorTemplate.js';
import FieldHelpTemplate from '@rjsf/core/lib/components/templates/FieldHelpTemplate.js';
import { notInBundle } from './not-in-bundle';

const ErrorListTemplate = notInBundle(
  'ErrorListTemplate',
  'the form pages show their own validation summary (showErrorList is false).',
);

export default function templates() {
  return {
    ButtonTemplates: { SubmitButton },
    DescriptionFieldTemplate: DescriptionField,
    ErrorListTemplate,
    FieldErrorTemplate,
    FieldHelpTemplate,
  };
}
