import { createContext, type RefObject, useContext } from 'react';
import type { Answers, ChangeResult, Engine, FormContext } from '../../../../engine';
import type { AccountSnapshot } from './web-status';

/** Everything the layout, the pages and the widgets read and do. */
export interface Application {
  engine: Engine;
  /** Add-another counts and chosen tabs. */
  formContext: Required<FormContext>;
  snapshot: AccountSnapshot;
  /** Today (YYYY-MM-DD), for year lists and age rules. */
  today: string;
  /** A navigation, save or submit is running. */
  busy: boolean;
  /** Bumped when the summary should take focus (a submit that found missing answers). */
  summaryFocus: number;
  /** Sets one answer through the engine. */
  change(key: string, value: string): void;
  /** Applies a change computed by the engine elsewhere (a widget setting several keys). */
  applyResult(result: ChangeResult): void;
  /**
   * Page navigation with SPEC 2's rules: logged in, saves and runs the save-time
   * validation first; logged out with answers, leads to /signup ('back' never does).
   */
  goTo(path: string, kind?: 'back'): Promise<void>;
  /** Saves every changed answer now; false when the save failed. */
  flush(): Promise<boolean>;
  /** The submit flow of SPEC 4. */
  submit(): Promise<void>;
  /** One more entry of an add-another group. */
  addEntry(buttonId: string): Promise<void>;
  /** Switches a tabs question. */
  chooseTab(tabId: string, chosen: string): Promise<void>;
  /**
   * The latest answers, for code that runs after an await or in an event handler.
   * Rendering reads them through the hooks of answer-hooks.ts, which subscribe.
   */
  current: RefObject<Answers>;
}

export const ApplicationContext = createContext<Application | null>(null);

export function useApplication(): Application {
  const application = useContext(ApplicationContext);
  if (!application) throw new Error('useApplication must be used inside <ApplicationProvider>.');
  return application;
}
