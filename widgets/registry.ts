/**
 * The one place the form learns about widgets/: every widget name the catalogue's
 * ui.json files use, mapped to its component (each renders its read-only variant when
 * formContext.readOnlyView is set).
 *
 * No shipped partner's first page asks for a file or a month and year (they are on
 * /education), so those two widgets load on their own (ui/lazy.ts): a page that renders
 * one waits for it (at most a first page of another partner), and `preloadLaterWidgets`
 * fetches them once the first page's form is shown, so that the next page has them
 * (issue 16: about 1.6 KB less before /about is interactive). The stories' and tests'
 * harness renders them directly (testing/registry.ts).
 */
import type { RegistryWidgetsType, WidgetProps } from '@rjsf/utils';
import { lazyComponent, lazyElement } from '../ui/lazy';
import { AutocompleteWidget } from './autocomplete/autocomplete-widget';
import { CheckboxWidget } from './checkbox/checkbox-widget';
import { ConditionalDropdownWidget } from './conditional-dropdown/conditional-dropdown-widget';
import { ContentTriggerWidget } from './content-trigger/content-trigger-widget';
import { DateWidget } from './date/date-widget';
import { PhoneWidget } from './phone/phone-widget';
import { RadioWidget } from './radio/radio-widget';
import { SelectWidget } from './select/select-widget';
import { SsnWidget } from './ssn/ssn-widget';
import { TabsWidget } from './tabs/tabs-widget';
import { TextWidget } from './text/text-widget';
import { TextareaWidget } from './textarea/textarea-widget';

const laterWidgets = {
  fileUpload: lazyComponent<WidgetProps>(() =>
    import('./file-upload/file-upload-widget').then((module) => module.FileUploadWidget),
  ),
  monthYear: lazyComponent<WidgetProps>(() =>
    import('./month-year/month-year-widget').then((module) => module.MonthYearWidget),
  ),
};

/** Loads the widgets no first page uses (once); a failure is reported again when one renders. */
export function preloadLaterWidgets(): Promise<unknown> {
  return Promise.all(Object.values(laterWidgets).map((widget) => widget.preload()));
}

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
  monthYear: lazyElement(laterWidgets.monthYear),
  contentTrigger: ContentTriggerWidget,
  autocomplete: AutocompleteWidget,
  tabs: TabsWidget,
  fileUpload: lazyElement(laterWidgets.fileUpload),
};

/**
 * The widgets whose input shows what is typed by itself (uncontrolled, shared/text-input.tsx):
 * their onChange hears every keystroke, yet their `value` may lag behind what they show, so
 * the host may make a keystroke an answer later (on a pause, or when the field is left).
 */
export const typedWidgets: ReadonlySet<string> = new Set(['text', 'textarea', 'phone', 'ssn']);
