/**
 * Stands in for @rjsf/utils' omitExtraData module, and for its toPathSchema, in the app's
 * bundle (vite.config.ts, rjsfUnusedSchemaCode): they serve only RJSF's `omitExtraData`
 * option, which the form pages never set (src/features/application/form/form-page.tsx). The
 * module's small helpers, which @rjsf/utils and @rjsf/core import by name, are the originals.
 */
export { getFieldNames, getUsedFormData, isValueEmpty } from '@rjsf/utils/lib/schema/omitExtraData.js';

export default function omitExtraData(): never {
  throw new Error(
    'The form pages never set omitExtraData: the code that omits extra data is not in the bundle.',
  );
}
