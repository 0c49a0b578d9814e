/**
 * The form context (add-another counts, chosen tabs) of stored rows, as every reader of an
 * application sees it: the add-another and tabs calls, submit, the staff view and the PDF.
 */
import { type Catalogue, chosenTabs, entryCounts, type FormContext } from '../engine/index';

/**
 * The form context from stored rows: counts clamped to each group's range and choices
 * that are no tab of the catalogue (any more) replaced by the screen's default.
 */
export function formContext(
  catalogue: Catalogue,
  storedCounts: Record<string, number>,
  storedTabs: Record<string, string>,
): Required<FormContext> {
  const tabs: Record<string, string> = {};
  for (const question of catalogue.tabs) {
    const stored = storedTabs[question.tab_id];
    const known = question.tabs.some((tab) => tab.id === stored);
    tabs[question.tab_id] = known && stored !== undefined ? stored : question.default;
  }
  return {
    addAnother: entryCounts(catalogue, { addAnother: { ...storedCounts } }),
    tabs: chosenTabs(catalogue, { tabs }),
  };
}
