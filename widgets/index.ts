/**
 * widgets/' public edge: the registry the form hands to RJSF, the formContext
 * contract (widgets/README.md) and the real lookup the app injects into it.
 */
export { createFetchLookup } from './autocomplete/lookup';
export type { DocumentsApi, WidgetContext } from './context';
export { widgetRegistry, widgets } from './registry';
