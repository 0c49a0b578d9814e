/**
 * Stands in for @rjsf/core's default templates (vite.config.ts's rjsfDefaults plugin puts
 * it in place of lib/components/templates/index.js). The catalogue's pages are objects of
 * string, integer and number questions (see fields.ts): the array, grid, anyOf/oneOf,
 * additionalProperties and recursive-$ref templates and the array buttons never render.
 * The form pages give their own FieldTemplate and ObjectFieldTemplate
 * (src/features/application/form/templates.tsx), the stories' @rjsf/mui Form its theme's.
 * What is left: the templates the kept fields and the Form name (SchemaField's
 * description, help and errors; FallbackField's; OptionalDataControlsField's; the Form's
 * error list and submit button, which a page hides).
 */
import SubmitButton from '@rjsf/core/lib/components/templates/ButtonTemplates/SubmitButton.js';
import DescriptionField from '@rjsf/core/lib/components/templates/DescriptionField.js';
import ErrorList from '@rjsf/core/lib/components/templates/ErrorList.js';
import FallbackFieldTemplate from '@rjsf/core/lib/components/templates/FallbackFieldTemplate.js';
import FieldErrorTemplate from '@rjsf/core/lib/components/templates/FieldErrorTemplate.js';
import FieldHelpTemplate from '@rjsf/core/lib/components/templates/FieldHelpTemplate.js';
import OptionalDataControlsTemplate from '@rjsf/core/lib/components/templates/OptionalDataControlsTemplate.js';
import UnsupportedField from '@rjsf/core/lib/components/templates/UnsupportedField.js';

export default function templates() {
  return {
    ButtonTemplates: { SubmitButton },
    DescriptionFieldTemplate: DescriptionField,
    ErrorListTemplate: ErrorList,
    FallbackFieldTemplate,
    FieldErrorTemplate,
    FieldHelpTemplate,
    OptionalDataControlsTemplate,
    UnsupportedFieldTemplate: UnsupportedField,
  };
}
