/**
 * The year select in a form like the app's, whose context reads answers from a store
 * and commits without re-rendering the form: the year chosen stays shown (it used to
 * snap back to the stored year, so arrow keys in Chromium never got past the first year).
 */
import Form from '@rjsf/mui';
import { ErrorSchemaBuilder, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Answers, ChangeResult } from '../../engine';
import type { WidgetContext } from '../context';
import { radioClasses } from '../radio/radio-styles';
import { engine, TODAY } from '../testing/engine';
import { widgetRegistry } from '../testing/registry';

function renderWithStore(options: { required?: boolean; errors?: string[] } = {}) {
  let stored: Answers = {};
  const context: WidgetContext = {
    engine,
    get answers() {
      return stored;
    },
    state: {},
    commit: (result: ChangeResult) => {
      stored = result.answers;
    },
    isLoggedIn: true,
    today: TODAY,
  };
  const keys = ['grad_month', 'grad_year'];
  const schema: RJSFSchema = {
    type: 'object',
    properties: Object.fromEntries(
      keys.map((key) => [key, { type: 'string', title: engine.catalogue.questions.get(key)?.schema.title }]),
    ),
    ...(options.required ? { required: ['grad_month'] } : {}),
  };
  const uiSchema: UiSchema = { 'ui:submitButtonOptions': { norender: true } };
  for (const key of keys) uiSchema[key] = engine.catalogue.questions.get(key)?.ui ?? {};
  render(
    <Form
      schema={schema}
      uiSchema={uiSchema}
      formData={{}}
      formContext={context}
      validator={validator}
      extraErrors={
        options.errors && new ErrorSchemaBuilder().addErrors(options.errors, 'grad_month').ErrorSchema
      }
      {...widgetRegistry}
    />,
  );
  return { answers: () => stored };
}

describe('month-year widget in a form that does not re-render on commit', () => {
  it('keeps showing each year chosen in turn, and stores it', async () => {
    const { answers } = renderWithStore();
    const year = screen.getByLabelText('Year') as HTMLSelectElement;
    const years = Array.from(year.options)
      .map((option) => option.value)
      .filter(Boolean);
    await userEvent.selectOptions(year, years[0] ?? '');
    expect(year.value).toBe(years[0]);
    expect(answers().grad_year).toBe(years[0]);
    await userEvent.selectOptions(year, years[1] ?? '');
    expect(year.value).toBe(years[1]);
    expect(answers().grad_year).toBe(years[1]);
  });
});

describe('month-year widget’s legend', () => {
  const title = () => engine.catalogue.questions.get('grad_month')?.schema.title ?? '';

  it('names the group of the two selects; a required mark that screen readers do not read', () => {
    renderWithStore({ required: true });
    const group = screen.getByRole('group', { name: title() });
    expect(within(group).getAllByRole('combobox')).toHaveLength(2);
    const legend = group.querySelector('legend') as HTMLElement;
    expect(legend.textContent).toBe(`${title()}\u2009*`);
    expect(legend.querySelector(`.${radioClasses.asterisk}`)?.getAttribute('aria-hidden')).toBe('true');
    expect(legend.classList.contains(radioClasses.error)).toBe(false);
    // No MUI FormLabel or Box: plain elements with static classes.
    expect(group.querySelector('[class*="Mui"]:not(select)')).toBeNull();
  });

  it('no mark when optional; an error colours the legend', () => {
    renderWithStore({ errors: ['Select a month.'] });
    const legend = screen.getByRole('group', { name: title() }).querySelector('legend') as HTMLElement;
    expect(legend.textContent).toBe(title());
    expect(legend.classList.contains(radioClasses.error)).toBe(true);
  });
});
