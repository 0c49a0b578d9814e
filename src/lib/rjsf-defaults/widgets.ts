/**
 * Stands in for @rjsf/core's default widgets (vite.config.ts's rjsfDefaults plugin puts
 * it in place of lib/components/widgets/index.js). Every question names a widget of
 * widgets/registry.ts (the ui meta-schema's closed list, and the engine gives a question
 * without a ui entry 'text'), except 'hidden', which stays RJSF's own.
 */
import HiddenWidget from '@rjsf/core/lib/components/widgets/HiddenWidget.js';

export default function widgets() {
  return { HiddenWidget };
}
