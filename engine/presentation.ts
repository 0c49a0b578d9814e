/**
 * The visible answers page by page and section by section, as the staff print view
 * and the PDF show them (SPEC 1): options by label, checkboxes as [X] / [ ], month
 * and year as a pair, a school with its code, dates as the form shows them, an
 * attached-document note.
 */
import { chosenTabs, computeVisibility } from './answers/visibility';
import type { Answers, FormContext, Question } from './catalogue/types';
import { isIsoDate } from './logic/operators';
import type { EngineParts as Engine } from './validation/validate';

export interface PresentedItem {
  key: string;
  label: string;
  widget: string;
  /** The stored value. */
  value: string;
  /** What the reader sees; '' when unanswered. */
  display: string;
  /** Month and year shown as a read-only pair. */
  pair?: [string, string];
  /** The pair's captions, from the catalogue's messages ('Month', 'Year'). */
  captions?: [string, string];
}
export interface PresentedSection {
  id: string;
  title: string;
  items: PresentedItem[];
}
export interface PresentedPage {
  id: string;
  title: string;
  sections: PresentedSection[];
}

const CHECKED = '[X]';
const UNCHECKED = '[ ]';

function label(question: Question, value: string): string {
  if (value === '') return '';
  return question.options?.find((option) => option.value === value)?.label ?? value;
}

/**
 * The label of a dropdown's or radio's answer: its option's in the catalogue, or, for a value
 * no option of the catalogue has (a list that depends on another answer, an option removed
 * since), the `_desc` label stored with it. A stored `_desc` is the client's (or a prefill's)
 * word and could name another option than the value; the catalogue's own label cannot.
 */
export function optionLabel(question: Question, value: string, answers: Answers): string | undefined {
  if (!question.options || value === '') return undefined;
  return (
    question.options.find((option) => option.value === value)?.label ??
    (answers[`${question.key}_desc`] || undefined)
  );
}

function present(engine: Engine, question: Question, answers: Answers, context: FormContext): PresentedItem {
  const value = answers[question.key] ?? '';
  const item = { key: question.key, label: question.schema.title, widget: question.widget, value };
  const options = question.ui['ui:options'];
  switch (question.widget) {
    case 'checkbox':
    case 'contentTrigger':
      return { ...item, display: value === 'true' ? CHECKED : UNCHECKED };
    case 'monthYear': {
      const year = options?.yearKey ? (answers[options.yearKey] ?? '') : '';
      const month = value === '' ? '' : label(question, value);
      const { month: monthCaption, year: yearCaption } = engine.catalogue.index.messages;
      return {
        ...item,
        display: [month, year].filter(Boolean).join(' '),
        pair: [month, year],
        captions: [monthCaption, yearCaption],
      };
    }
    case 'autocomplete': {
      const code = options?.idKey ? (answers[options.idKey] ?? '') : '';
      return { ...item, display: code && value ? `${value} (${code})` : value };
    }
    case 'fileUpload':
      return { ...item, display: value ? engine.catalogue.index.messages.documentAttached : '' };
    case 'tabs': {
      const tabs = engine.catalogue.tabs.find((entry) => entry.tab_id === question.key);
      const chosen = chosenTabs(engine.catalogue, context)[question.key];
      return {
        ...item,
        value: chosen ?? '',
        display: tabs?.tabs.find((tab) => tab.id === chosen)?.label ?? '',
      };
    }
    case 'ssn':
      return { ...item, display: value ? `***-**-${value.slice(-4)}` : '' };
    case 'date': {
      // As the form's date input shows it (en-US): 2008-12-10 reads 12/10/2008.
      const [year, month, day] = value.split('-');
      return { ...item, display: isIsoDate(value) ? `${month}/${day}/${year}` : value };
    }
    default:
      return {
        ...item,
        display: optionLabel(question, value, answers) ?? value,
      };
  }
}

/** Whether a question is shown by itself (not a part another widget renders, not a plain toggle). */
function presentable(question: Question): boolean {
  if (question.widget === 'hidden') return false;
  return !(question.widget === 'contentTrigger' && question.ui['ui:options']?.variant === 'button');
}

/** The visible questions with their answers, by page and section. */
export function presentAnswers(engine: Engine, answers: Answers, context: FormContext = {}): PresentedPage[] {
  const { visible } = computeVisibility(engine.catalogue, answers, engine.evaluate, context);
  return engine.catalogue.pages.map((page) => ({
    id: page.id,
    title: page.title,
    sections: page.sections
      .map((section) => ({
        id: section.id,
        title: section.title,
        items: section.fields
          .filter((key) => visible.has(key))
          .map((key) => engine.catalogue.questions.get(key))
          .filter((question): question is Question => question !== undefined && presentable(question))
          .map((question) => present(engine, question, answers, context)),
      }))
      .filter((section) => section.items.length > 0),
  }));
}
