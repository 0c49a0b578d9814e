/** The radio group: native radios under the question's legend, with MUI's look from static rules. */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Answers } from '../../engine';
import { WidgetHarness } from '../testing/harness';
import { radioClasses } from './radio-styles';

const question = 'Has a relative of yours attended our university?';

function harness(
  answers: Answers = {},
  props: { errors?: Record<string, string[]>; loading?: boolean } = {},
) {
  let latest = answers;
  render(
    <WidgetHarness
      keys={['legacy_ind']}
      answers={answers}
      onAnswers={(next) => (latest = next)}
      {...props}
    />,
  );
  return { answers: () => latest, group: () => screen.getByRole('radiogroup', { name: question }) };
}

const checked = (label: string) =>
  (within(screen.getByRole('radiogroup', { name: question })).getByLabelText(label) as HTMLInputElement)
    .checked;

describe('radio widget', () => {
  it('is a group of native radios, one name, each labelled by its option, the first with the question id', () => {
    const { group } = harness();
    const radios = within(group()).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((radio) => radio.value)).toEqual(['Y', 'N']);
    expect(new Set(radios.map((radio) => radio.name))).toEqual(new Set(['legacy_ind']));
    expect(radios[0]?.id).toBe('root_legacy_ind');
    expect(within(group()).getByLabelText('No')).toBe(radios[1]);
    // No MUI Radio: no ButtonBase (whose ripple cost most of a click on a phone).
    expect(group().querySelector('.MuiButtonBase-root, .MuiTouchRipple-root')).toBeNull();
  });

  it('a click stores the option and checks it alone', async () => {
    const { answers, group } = harness();
    await userEvent.click(within(group()).getByLabelText('No'));
    expect(answers().legacy_ind).toBe('N');
    expect(checked('No')).toBe(true);
    expect(checked('Yes')).toBe(false);
    await userEvent.click(within(group()).getByLabelText('Yes'));
    expect(answers().legacy_ind).toBe('Y');
    expect(checked('No')).toBe(false);
  });

  it('shows the stored answer checked', () => {
    harness({ legacy_ind: 'N' });
    expect(checked('No')).toBe(true);
  });

  it('an error marks the group invalid and describes it', () => {
    const { group } = harness({}, { errors: { legacy_ind: ['This question is required.'] } });
    expect(group().getAttribute('aria-invalid')).toBe('true');
    const described = (group().getAttribute('aria-describedby') ?? '').split(' ');
    const texts = described.map((id) => document.getElementById(id)?.textContent ?? '');
    expect(texts.join(' ')).toContain('This question is required.');
  });

  it('disabled while loading: every radio and its label', () => {
    const { group } = harness({}, { loading: true });
    for (const radio of within(group()).getAllByRole('radio')) {
      expect((radio as HTMLInputElement).disabled).toBe(true);
      expect(radio.closest('label')?.classList.contains(radioClasses.disabled)).toBe(true);
    }
  });

  it('a question of two options lays them out in a row', () => {
    const { group } = harness();
    expect([...group().classList]).toEqual([radioClasses.group, radioClasses.row]);
  });
});
