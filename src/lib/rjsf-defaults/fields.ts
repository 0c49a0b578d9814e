/**
 * Stands in for @rjsf/core's default fields (vite.config.ts's rjsfDefaults plugin
 * puts it in place of lib/components/fields/index.js). The catalogue's meta-schema
 * (schemas/meta/page.schema.meta.json) allows an object page of string, integer and
 * number questions only: no arrays, anyOf, oneOf, $ref or layout grids, so their
 * fields (about 12 KB gzipped with the widgets) never render. SchemaField falls back to
 * FallbackField for a type it has no field for; ObjectField names
 * OptionalDataControlsField.
 */
import BooleanField from '@rjsf/core/lib/components/fields/BooleanField.js';
import FallbackField from '@rjsf/core/lib/components/fields/FallbackField.js';
import NullField from '@rjsf/core/lib/components/fields/NullField.js';
import NumberField from '@rjsf/core/lib/components/fields/NumberField.js';
import ObjectField from '@rjsf/core/lib/components/fields/ObjectField.js';
import OptionalDataControlsField from '@rjsf/core/lib/components/fields/OptionalDataControlsField.js';
import SchemaField from '@rjsf/core/lib/components/fields/SchemaField.js';
import StringField from '@rjsf/core/lib/components/fields/StringField.js';

export default function fields() {
  return {
    BooleanField,
    FallbackField,
    NullField,
    NumberField,
    ObjectField,
    OptionalDataControlsField,
    SchemaField,
    StringField,
  };
}
