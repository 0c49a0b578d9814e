/**
 * The widgets the form renders each catalogue widget name with: the rich widgets of
 * widgets/ (their registry), each bound to the answer store (connect-widget.tsx).
 * The templates stay ours (anchors, errors with an icon, sections, add-another).
 */
import type { RegistryWidgetsType } from '@rjsf/utils';
import { widgets as customWidgets } from '../../../../widgets';
import { connectWidgets } from './connect-widget';

/** Keys another widget renders (a month/year's year, a school's code): nothing of their own. */
function HiddenWidget() {
  return null;
}

export const formWidgets: RegistryWidgetsType = connectWidgets({ ...customWidgets, hidden: HiddenWidget });
