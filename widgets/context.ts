/**
 * What every widget reads from RJSF's formContext: the engine, the whole answer map,
 * the side state (add-another counts, chosen tabs), who is looking and the injected
 * calls. Widgets never fetch: the app (or a story) hands them functions, so the same
 * widget runs against the real API, a story's canned answers and a test's spies.
 */
import type { Answers, ChangeResult, Engine, FormContext, Question } from '../engine';
import type { StoredDocument } from '../engine/contract';
import type { Lookup } from './autocomplete/lookup';

/** The document calls a file-upload question needs (the app's documents provider, a story's fakes). */
export interface DocumentsApi {
  /** Stored documents by question key. */
  stored: Record<string, StoredDocument | undefined>;
  /** Keys whose upload or conversion is running (tabs refuse to switch meanwhile). */
  busy?: Record<string, boolean | undefined>;
  upload: (key: string, file: File) => Promise<void>;
  remove: (key: string) => Promise<void>;
}

/** The formContext contract between the form (src/) and widgets/. See widgets/README.md. */
export interface WidgetContext {
  engine: Engine;
  /** Every answer of the application (all pages), as the engine sees it. */
  answers: Answers;
  /** Add-another counts and chosen tabs (GET /api/add-another, GET /api/tabs). */
  state?: FormContext;
  /**
   * Applies a change a widget worked out with the engine when it touches keys other
   * than its own (autocomplete, month/year, tabs). Its own key goes through RJSF's onChange.
   */
  commit: (result: ChangeResult) => void;
  isLoggedIn: boolean;
  /** The staff print view of SPEC 1: every widget renders its read-only variant. */
  readOnlyView?: boolean;
  /** Today as YYYY-MM-DD (year lists); defaults to the browser's date. */
  today?: string;
  lookup?: Lookup;
  /** PUT /api/add-another with the new count; resolves once the state holds it. */
  onAddAnother?: (buttonId: string, count: number) => Promise<void>;
  /** PUT /api/tabs (and the document clean-up of the tab left); resolves once saved. */
  onTabChange?: (tabId: string, chosen: string) => Promise<void>;
  documents?: DocumentsApi;
  /** Shows an error toast (SPEC 8 texts), with the error that caused it when there is one. */
  notifyError?: (message: string, cause?: unknown) => void;
}

/** RJSF passes formContext through its registry. */
export function widgetContext(registry: { formContext?: unknown }): WidgetContext {
  const context = registry.formContext as WidgetContext | undefined;
  if (!context?.engine) {
    throw new Error('widgets/ need formContext with at least { engine, answers, commit, isLoggedIn }.');
  }
  return context;
}

/** The catalogue question a widget renders (RJSF's `name` is the property key). */
export function questionOf(context: WidgetContext, key: string): Question | undefined {
  return context.engine.catalogue.questions.get(key);
}

/** Today's date as YYYY-MM-DD in local time. */
export function todayOf(context: WidgetContext): string {
  if (context.today) return context.today;
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
