/**
 * Stands in for @rjsf/core's default fields (vite.config.ts's rjsfDefaults plugin
 * puts it in place of lib/components/fields/index.js). The catalogue's meta-schema
 * (schemas/meta/page.schema.meta.json) allows an object page of string, integer and
 * number questions only: no arrays, booleans, nulls, anyOf, oneOf, $ref or layout grids,
 * so their fields (about 12 KB gzipped with the widgets) never render. SchemaField falls
 * back to FallbackField for a type it has no field for, and ObjectField renders
 * OptionalDataControlsField only for a type a page's `enableOptionalDataFieldForType`
 * names, which no page's ui meta-schema allows: both are stand-ins that throw.
 */
import NumberField from '@rjsf/core/lib/components/fields/NumberField.js';
import ObjectField from '@rjsf/core/lib/components/fields/ObjectField.js';
import SchemaField from '@rjsf/core/lib/components/fields/SchemaField.js';
import StringField from '@rjsf/core/lib/components/fields/StringField.js';
import { notInBundle } from './not-in-bundle';

const FallbackField = notInBundle(
  'FallbackField',
  'a page question is a string, an integer or a number, and this one is none of them.',
);
const OptionalDataControlsField = notInBundle(
  'OptionalDataControlsField',
  'no page turns on optional data controls (enableOptionalDataFieldForType).',
);

export default function fields() {
  return {
    FallbackField,
    NumberField,
    ObjectField,
    OptionalDataControlsField,
    SchemaField,
    StringField,
  };
}
