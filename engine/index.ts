/**
 * The engine's public edge: createEngine (engine.ts), and the functions the form, the
 * server, the print view and the PDF call. Everything here is framework-free; the
 * partners' validators are loaded on demand, so importing this pulls in none of them.
 */
export type { ChangeResult } from './answers/change';
export { applyChange, applyLookupResult, clearHidden, descKey, switchTab } from './answers/change';
export { formatPhone, formatSsn, normalizeValue } from './answers/format';
export { chosenTabs, computeVisibility, entryCounts } from './answers/visibility';
export { loadCatalogue, validationSchema } from './catalogue/load';
export { fillMessage } from './catalogue/messages';
export {
  type CatalogueManifest,
  catalogueSources,
  manifest,
  PARTNER_IDS,
  validatorLoaders,
} from './catalogue/sources';
export type * from './catalogue/types';
export type { Finding } from './check/checker';
export { checkCatalogue } from './check/checker';
export type { Engine, EngineSources } from './engine';
export { attachValidators, createEngine, defaultEvaluator, loadEngine } from './engine';
export type { FileRules } from './files';
export { checkFile, fileRules } from './files';
export { interfaceTexts, toastLabels } from './interface-texts';
export type { Evaluate } from './logic/evaluator';
export { createEvaluator, holds } from './logic/evaluator';
export type { DisplayCondition } from './logic/operators';
export { conditionRule, isoDate } from './logic/operators';
export { MAIL_TEXT_KEYS, type MailTextKey, type MailTexts, mailTexts } from './mail-texts';
export { optionsFor, yearOptions } from './options';
export type { PresentedItem, PresentedPage, PresentedSection } from './presentation';
export { optionLabel, presentAnswers } from './presentation';
export { SITE_TEXT_KEYS, type SiteTextKey, type SiteTexts, siteTexts } from './site-texts';
export { alternativeKeys } from './validation/alternatives';
export { type PageProgress, pageProgress, progressText } from './validation/progress';
export { compiledValidators } from './validation/registry';
export type {
  CompiledPartner,
  CompiledValidator,
  EngineParts,
  MissingQuestion,
  PageValidators,
  ValidationResult,
} from './validation/validate';
export { validateApplication, validatePage } from './validation/validate';
