/**
 * The year select in a form like the app's, whose context reads answers from a store
 * and commits without re-rendering the form: the year chosen stays shown (it used to
 * snap back to the stored year, so arrow keys in Chromium never got past the first year).
 */
import Form from '@rjsf/mui';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Answers, ChangeResult } from '../../engine';
import type { WidgetContext } from '../context';
import { engine, TODAY } from '../testing/engine';
import { widgetRegistry } from '../testing/registry';

function renderWithStore() {
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
    properties: Object.fromEntries(keys.map((key) => [key, { type: 'string' }])),
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
