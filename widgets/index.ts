/**
 * widgets/' public edge: the registry the form hands to RJSF, the formContext
 * contract (widgets/README.md), and the pieces a page may place itself.
 */
export { AddAnother, addAnotherError, entryHeading } from './add-another/add-another';
export { createFetchLookup, type Lookup, type LookupResult, MAX_RESULTS } from './autocomplete/lookup';
export { manualEntryNote, selectTexts } from './autocomplete/texts';
export { CheckboxGroup } from './checkbox/checkbox-group';
export type { DocumentsApi, StoredDocument, WidgetContext } from './context';
export { uploadError } from './file-upload/file-upload-widget';
export { fields, templates, widgetRegistry, widgets } from './registry';
export { ReadOnlyWidget } from './shared/read-only-widget';
export { tabsError } from './tabs/texts';
