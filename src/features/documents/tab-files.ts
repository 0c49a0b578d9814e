/** Which uploads a tab switch leaves behind (SPEC 4: they are deleted, conversion first). */
import type { Catalogue } from '../../../engine/catalogue/types';

/** The file-upload questions of every tab of `tabId` other than `chosen`. */
export function fileKeysLeft(catalogue: Catalogue, tabId: string, chosen: string): string[] {
  const tabs = catalogue.tabs.find((item) => item.tab_id === tabId);
  return (tabs?.tabs ?? [])
    .filter((tab) => tab.id !== chosen)
    .flatMap((tab) => tab.keys)
    .filter((key) => catalogue.questions.get(key)?.widget === 'fileUpload');
}
