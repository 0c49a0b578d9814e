/**
 * Add-another counts and chosen tabs (SPEC 4, 8): kept here, saved on the server and
 * in the SWR cache.
 */
import { type RefObject, useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { type Answers, type Engine, type FormContext, switchTab } from '../../../../engine';
import { ADD_ANOTHER_KEY, putAddAnother, putTab, TABS_KEY } from '../api/form-state';

export interface FormState {
  formContext: Required<FormContext>;
  /** One more entry of an add-another group. */
  addEntry(buttonId: string): Promise<void>;
  /** Keeps a chosen tab, already saved on the server (the answers are the caller's). */
  keepTab(tabId: string, chosen: string): void;
}

export function useFormState(engine: Engine, loaded: Required<FormContext>, loggedIn: boolean): FormState {
  const { mutate } = useSWRConfig();
  const [formContext, setFormContext] = useState(loaded);

  const addEntry = useCallback(
    async (buttonId: string) => {
      const group = engine.catalogue.groups.find((item) => item.button_id === buttonId);
      const count = formContext.addAnother[buttonId] ?? 1;
      if (!loggedIn || !group || count >= group.max) return;
      // A refusal throws: the add-another button shows 'Error adding another {button}' (SPEC 8).
      await putAddAnother(buttonId, count + 1);
      const addAnother = { ...formContext.addAnother, [buttonId]: count + 1 };
      setFormContext((previous) => ({ ...previous, addAnother }));
      void mutate(ADD_ANOTHER_KEY, addAnother, { revalidate: false });
    },
    [engine, formContext, loggedIn, mutate],
  );

  const keepTab = useCallback(
    (tabId: string, chosen: string) => {
      const tabs = { ...formContext.tabs, [tabId]: chosen };
      setFormContext((previous) => ({ ...previous, tabs }));
      void mutate(TABS_KEY, tabs, { revalidate: false });
    },
    [formContext, mutate],
  );

  return { formContext, addEntry, keepTab };
}

interface TabOptions {
  engine: Engine;
  loggedIn: boolean;
  flush: () => Promise<boolean>;
  current: RefObject<Answers>;
  setAnswers: (answers: Answers, changed: string[] | undefined) => void;
  keepTab: FormState['keepTab'];
}

/** Switching a tabs question: saves the answers, the tab, then clears the other tab's answers. */
export function useChooseTab({ engine, loggedIn, flush, current, setAnswers, keepTab }: TabOptions) {
  return useCallback(
    async (tabId: string, chosen: string) => {
      // A refusal throws, so the tabs widget keeps the tab and its answers and shows
      // 'Error handling tabs for {tab}' (SPEC 8) itself.
      if (!loggedIn) throw new Error('Only logged-in applicants switch tabs.');
      if (!(await flush())) throw new Error(engine.catalogue.index.saveMessages.failed);
      await putTab(tabId, chosen);
      const result = switchTab(engine.catalogue, current.current, tabId, chosen);
      setAnswers(result.answers, undefined);
      keepTab(tabId, chosen);
    },
    [loggedIn, flush, engine, current, setAnswers, keepTab],
  );
}
