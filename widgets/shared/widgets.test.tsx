/** Behaviour every widget shares: formatting as typed, ignored invalid dates, the staff view. */
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type Answers, catalogueSources } from '../../engine';
import { isValidDate } from '../date/date-widget';
import { WidgetHarness } from '../testing/harness';
import { counterText } from '../textarea/textarea-widget';

function harness(keys: string[], answers: Answers = {}, viewer: 'loggedIn' | 'readOnly' = 'loggedIn') {
  let latest = answers;
  const view = render(
    <WidgetHarness keys={keys} answers={answers} viewer={viewer} onAnswers={(next) => (latest = next)} />,
  );
  return { ...view, answers: () => latest };
}

describe('formatting as typed', () => {
  it('phones become (NNN) NNN-NNNN, partial input as far as it goes', async () => {
    const { answers } = harness(['phone_mobile']);
    const input = screen.getByLabelText(/cell|mobile/i);
    await userEvent.type(input, '217555');
    expect((input as HTMLInputElement).value).toBe('(217) 555');
    await userEvent.type(input, '0100999');
    expect(answers().phone_mobile).toBe('(217) 555-0100');
  });

  it('the SSN is grouped 3-2-4 and keeps digits only', async () => {
    const { answers } = harness(['ssn']);
    await userEvent.type(screen.getByLabelText(/Social Security/), '12a3 45-67890');
    expect(answers().ssn).toBe('123-45-6789');
  });
});

describe('text input markup', () => {
  // With a placeholder attribute, even an empty one, Chromium restyles the input's
  // placeholder on every keystroke: a question with none has no attribute.
  it('a question without a placeholder gives its input no placeholder attribute', () => {
    harness(['first_name']);
    expect(screen.getByLabelText('First (given) name').hasAttribute('placeholder')).toBe(false);
  });

  it('free text takes the direction of what is typed; phones, SSNs, dates and e-mail addresses do not', () => {
    const others = ['phone_mobile', 'ssn', 'birth_date', 'email_address'];
    harness(['first_name', 'conviction', 'conviction_comment', ...others], { conviction: 'Y' });
    expect(screen.getByLabelText('First (given) name').getAttribute('dir')).toBe('auto');
    expect(document.getElementById('root_conviction_comment')?.tagName).toBe('TEXTAREA');
    expect(document.getElementById('root_conviction_comment')?.getAttribute('dir')).toBe('auto');
    for (const key of others) {
      const input = document.getElementById(`root_${key}`);
      expect(input, key).not.toBeNull();
      expect(input?.hasAttribute('dir'), key).toBe(false);
    }
  });

  // An extension that fills the form, or speech input, sets the value and announces it by an
  // event: React's onChange compared the text with the one it saw set, and missed it.
  it('a text set by a script that announces it only by a change event is the answer', () => {
    const { answers } = harness(['first_name']);
    const input = screen.getByLabelText('First (given) name') as HTMLInputElement;
    input.value = 'Grace';
    fireEvent(input, new Event('change', { bubbles: true }));
    expect(answers().first_name).toBe('Grace');
  });
});

describe('date input', () => {
  it('knows real dates', () => {
    expect(isValidDate('2024-02-29')).toBe(true);
    expect(isValidDate('2023-02-29')).toBe(false);
    expect(isValidDate('20245-01-01')).toBe(false);
  });

  it('ignores an invalid date and keeps the last good answer', () => {
    const { answers } = harness(['birth_date'], { birth_date: '2007-05-01' });
    const input = screen.getByLabelText('Date of birth');
    fireEvent.change(input, { target: { value: '2007-06-01' } });
    expect(answers().birth_date).toBe('2007-06-01');
    Object.defineProperty(input, 'validity', { value: { badInput: true }, configurable: true });
    fireEvent.change(input, { target: { value: '' } });
    expect(answers().birth_date).toBe('2007-06-01');
  });

  // Chrome fires no event as the last part of a half-typed date is cleared: its value is ''
  // before and after, and only its validity tells the two apart.
  it('a date emptied part by part keeps its answer while half typed, and is empty once left empty', () => {
    const { answers } = harness(['birth_date'], { birth_date: '2007-05-01' });
    const input = screen.getByLabelText('Date of birth');
    Object.defineProperty(input, 'validity', { value: { badInput: true }, configurable: true });
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.blur(input);
    expect(answers().birth_date).toBe('2007-05-01');
    fireEvent.focus(input);
    Object.defineProperty(input, 'validity', { value: { badInput: false }, configurable: true });
    fireEvent.blur(input);
    expect(answers().birth_date).toBe('');
  });
});

describe('textarea counter', () => {
  it('counts against the limit', () => {
    const { messages } = catalogueSources.index;
    expect(counterText(messages, 12, 1500)).toBe('12 / 1500 characters');
    expect(counterText(messages, 1500, 1500)).toBe('1500 / 1500 characters');
    expect(counterText(messages, 1503, 1500)).toBe('3 characters over the limit of 1500');
  });
});

describe('read-only (staff) view', () => {
  const answers: Answers = {
    first_name: 'Ada',
    gender: 'F',
    race_asian: 'true',
    race_white: 'false',
    grad_month: '6',
    grad_year: '2026',
    hs_name: 'Lincoln High School',
    hs_ceeb: '140123',
    ssn: '123-45-6789',
    mailing_addr_same_as_perm_addr: 'true',
    legacy_ind: 'N',
  };
  const keys = [
    'first_name',
    'gender',
    'race_asian',
    'race_white',
    'grad_month',
    'hs_name',
    'ssn',
    'mailing_addr_same_as_perm_addr',
    'legacy_ind',
    'preferred_name_trigger',
    'test_entry',
  ];

  it('renders no interactive control at all', () => {
    const { container } = harness(keys, answers, 'readOnly');
    expect(
      container.querySelectorAll('input:not([type=hidden]), select, textarea, button, [role=combobox]'),
    ).toHaveLength(0);
    expect(container.querySelectorAll('[tabindex]:not([tabindex="-1"])')).toHaveLength(0);
  });

  it('lets an answer in a right-to-left script read right to left', () => {
    harness(['first_name'], { first_name: 'محمد' }, 'readOnly');
    const answer = screen.getByText('محمد');
    expect(answer.closest('[role=group]')?.getAttribute('dir')).toBe('auto');
  });

  it('shows checkboxes as [X] / [ ], the month/year pair and the school with its code', () => {
    harness(keys, answers, 'readOnly');
    expect(screen.getByText('Asian').parentElement?.textContent).toContain('[X] Asian');
    expect(screen.getByText('White').parentElement?.textContent).toContain('[ ] White');
    expect(screen.getByRole('group', { name: 'Graduation date' })?.textContent).toContain(
      'MonthJuneYear2026',
    );
    expect(screen.getByText('Lincoln High School (140123)')).toBeTruthy();
    expect(screen.getByText('***-**-6789')).toBeTruthy();
    expect(screen.queryByText('Add a preferred name')).toBeNull();
  });
});
