/**
 * The one place the form learns about widgets/: every widget name the catalogue's
 * ui.json files use, mapped to its component (each renders its read-only variant when
 * formContext.readOnlyView is set), and the template overrides.
 */
import type { RegistryFieldsType, RegistryWidgetsType, TemplatesType } from '@rjsf/utils';
import { AutocompleteWidget } from './autocomplete/autocomplete-widget';
import { CheckboxWidget } from './checkbox/checkbox-widget';
import { ConditionalDropdownWidget } from './conditional-dropdown/conditional-dropdown-widget';
import { ContentTriggerWidget } from './content-trigger/content-trigger-widget';
import { DateWidget } from './date/date-widget';
import { FileUploadWidget } from './file-upload/file-upload-widget';
import { MonthYearWidget } from './month-year/month-year-widget';
import { PhoneWidget } from './phone/phone-widget';
import { RadioWidget } from './radio/radio-widget';
import { SelectWidget } from './select/select-widget';
import { SsnWidget } from './ssn/ssn-widget';
import { TabsWidget } from './tabs/tabs-widget';
import { FieldTemplate } from './templates/field-template';
import { TextWidget } from './text/text-widget';
import { TextareaWidget } from './textarea/textarea-widget';

/** Widgets by the names ui.json uses ('hidden' is the host's: the form pages render nothing for it). */
export const widgets: RegistryWidgetsType = {
  text: TextWidget,
  textarea: TextareaWidget,
  phone: PhoneWidget,
  ssn: SsnWidget,
  date: DateWidget,
  select: SelectWidget,
  conditionalDropdown: ConditionalDropdownWidget,
  radio: RadioWidget,
  radioBlock: RadioWidget,
  checkbox: CheckboxWidget,
  monthYear: MonthYearWidget,
  contentTrigger: ContentTriggerWidget,
  autocomplete: AutocompleteWidget,
  tabs: TabsWidget,
  fileUpload: FileUploadWidget,
};

/**
 * The widgets whose input shows what is typed by itself (uncontrolled, shared/text-input.tsx):
 * their onChange hears every keystroke, yet their `value` may lag behind what they show, so
 * the host may make a keystroke an answer later (on a pause, or when the field is left).
 */
export const typedWidgets: ReadonlySet<string> = new Set(['text', 'textarea', 'phone', 'ssn']);

/** No custom fields: every catalogue question is a string property rendered by a widget. */
export const fields: RegistryFieldsType = {};

/** Template overrides merged over @rjsf/mui's templates. */
export const templates: Partial<TemplatesType> = { FieldTemplate };

/** Everything the form passes to RJSF from widgets/. */
export const widgetRegistry = { widgets, fields, templates };
