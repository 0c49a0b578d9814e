/** Add-another counts and chosen tabs (SPEC 3, 7): GET and PUT, logged in only. */
import type { AddAnotherCounts, ChosenTabs, TabSaved } from '../../../../engine/contract';
import { api } from '../../../lib/api-client';
import { useApiQuery } from '../../../lib/use-api-query';

export const ADD_ANOTHER_KEY = '/api/add-another';
export const TABS_KEY = '/api/tabs';

export function useAddAnotherCounts(enabled: boolean) {
  return useApiQuery(enabled ? ADD_ANOTHER_KEY : null, () => api.get<AddAnotherCounts>(ADD_ANOTHER_KEY));
}

export function useChosenTabs(enabled: boolean) {
  return useApiQuery(enabled ? TABS_KEY : null, () => api.get<ChosenTabs>(TABS_KEY));
}

export function putAddAnother(buttonId: string, count: number): Promise<unknown> {
  return api.put(ADD_ANOTHER_KEY, { button_id: buttonId, num_components: count });
}

/** PUT /api/tabs; the server clears the other tabs' answers and lists them in `cleared`. */
export function putTab(tabId: string, chosen: string): Promise<TabSaved> {
  return api.put<TabSaved>(TABS_KEY, { tab_id: tabId, chosen_tab: chosen });
}
