/**
 * The texts of the application's frame shown before, or without, a partner's catalogue
 * (SPEC 8's error catalogue, the error page, the staff page's refusal, the loading screens),
 * read from schemas/interface.json so that staff word them there and not in code (checked by
 * schemas/meta/interface.meta.json). Texts with a `{name}` are filled in by `fillMessage`.
 */
import texts from '../schemas/interface.json';
import { fillMessage } from './catalogue/messages';

export const interfaceTexts = texts;

/** The accessible names of the toasts (SPEC 8): fixed, or filled in with what failed. */
export const toastLabels = {
  ...texts.toasts.labels,
  upload: (field: string) => fillMessage(texts.toasts.labels.upload, { field }),
  addAnother: (button: string) => fillMessage(texts.toasts.labels.addAnother, { button }),
  tabs: (tab: string) => fillMessage(texts.toasts.labels.tabs, { tab }),
} as const;
