/**
 * The widgets the form renders each catalogue widget name with. Ours are plain
 * MUI controls over string answers for every name the catalogue uses; the rich
 * widgets of widgets/ (autocomplete, phone, month/year...) replace them by name.
 * The templates stay ours (anchors, errors with an icon, sections, add-another).
 */
import type { RegistryWidgetsType } from '@rjsf/utils';
import { widgets as customWidgets } from '../../../../widgets';
import { CheckboxWidget, RadioWidget, SelectWidget } from './widgets/choice-widgets';
import {
  ContentTriggerWidget,
  FileNoteWidget,
  HiddenWidget,
  MonthYearWidget,
  TabsWidget,
} from './widgets/other-widgets';
import { TextWidget } from './widgets/text-widget';
import { TextareaWidget } from './widgets/textarea-widget';

/** Every widget name the catalogue uses, with a standard control. */
export const standardWidgets: RegistryWidgetsType = {
  text: TextWidget,
  date: TextWidget,
  phone: TextWidget,
  ssn: TextWidget,
  autocomplete: TextWidget,
  textarea: TextareaWidget,
  select: SelectWidget,
  conditionalDropdown: SelectWidget,
  radio: RadioWidget,
  radioBlock: RadioWidget,
  checkbox: CheckboxWidget,
  contentTrigger: ContentTriggerWidget,
  monthYear: MonthYearWidget,
  hidden: HiddenWidget,
  tabs: TabsWidget,
  fileUpload: FileNoteWidget,
};

/** Standard controls, overridden by the rich widgets of widgets/ (their registry, SPEC widgets issue). */
export const formWidgets: RegistryWidgetsType = {
  ...standardWidgets,
  ...customWidgets,
  // No documents API exists yet (the documents issue): the note says so instead of an upload that cannot work.
  fileUpload: FileNoteWidget,
};
