/**
 * widgets/' public edge: the registry the form hands to RJSF, the formContext
 * contract (widgets/README.md) and the real lookup the app injects into it.
 */
export { AddAnother, entryHeading } from './add-another/add-another';
export { createFetchLookup } from './autocomplete/lookup';
export type { DocumentsApi, WidgetContext } from './context';
export { widgetContext } from './context';
export { RadioStyles } from './radio/radio-styles';
export { preloadLaterWidgets, typedWidgets, widgets } from './registry';
export { FieldStyles, fieldClasses } from './shared/field-styles';
export { focusTarget } from './shared/focus-when-shown';
export { ReadOnlyStyles } from './shared/read-only';
export { ReadOnlyAnswer } from './shared/read-only-widget';
