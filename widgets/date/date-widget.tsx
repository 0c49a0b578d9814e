/**
 * The catalogue's 'date' widget: a native date input that stores YYYY-MM-DD and
 * ignores invalid dates (SPEC 5): a half-typed or impossible date (2023-02-30) keeps
 * the last good answer instead of storing garbage or wiping it; a date left empty is an
 * empty answer.
 */
import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useState } from 'react';
import { withReadOnly } from '../shared/read-only-widget';
import { TextInput } from '../shared/text-input';

/** Whether a string is a real calendar date written YYYY-MM-DD. */
export function isValidDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function InteractiveDate(props: WidgetProps) {
  const stored = String(props.value ?? '');
  const [draft, setDraft] = useState(stored);
  useEffect(() => setDraft(stored), [stored]);
  const onInput = (input: HTMLInputElement) => {
    const next = input.value;
    setDraft(next);
    if (input.validity?.badInput) return;
    if (next === '' || isValidDate(next)) props.onChange(next);
  };
  // Chrome fires no event as the last part of a half-typed date is cleared (its value is ''
  // before and after): a date left empty, not half typed, is an empty answer.
  const onLeave = (input: HTMLInputElement) => {
    if (input.value === '' && !input.validity?.badInput && stored !== '') props.onChange('');
  };
  return <TextInput {...props} inputType="date" inputValue={draft} onRawChange={onInput} onLeave={onLeave} />;
}

/** Date input, or its read-only box in the staff view. */
export const DateWidget = withReadOnly(InteractiveDate);
