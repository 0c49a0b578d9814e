/**
 * What a page could never hold, if it ever did: the defaults' stand-ins (fields.ts,
 * templates.ts) stop the render with the reason, to the route's error boundary, rather
 * than leave the question out of the page unseen.
 */
import Form from '@rjsf/core';
import { ErrorSchemaBuilder, type ObjectFieldTemplatePropertyType, type RJSFSchema } from '@rjsf/utils';
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Answers } from '../../../engine';
import { rjsfValidator } from '../rjsf-validator';

function renderForm(schema: RJSFSchema, showErrorList: false | 'top' = false) {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  return () =>
    render(
      <Form
        schema={schema}
        validator={rjsfValidator}
        showErrorList={showErrorList}
        extraErrors={
          showErrorList ? new ErrorSchemaBuilder<Answers>().addErrors('Wrong.').ErrorSchema : undefined
        }
        uiSchema={{ 'ui:submitButtonOptions': { norender: true } }}
        // The form pages' own templates are theirs (templates.tsx): plain ones here.
        templates={{
          FieldTemplate: ({ children }) => <div>{children}</div>,
          ObjectFieldTemplate: ({ properties }) => (
            <div>{properties.map((property: ObjectFieldTemplatePropertyType) => property.content)}</div>
          ),
        }}
      />,
    );
}

describe("the stand-ins for @rjsf/core's unused defaults", () => {
  it.each(['boolean', 'null', 'array'] as const)('stop at a %s question, naming the reason', (type) => {
    expect(renderForm({ type: 'object', properties: { q: { type } } })).toThrow(
      /FallbackField is not in the bundle: a page question is a string, an integer or a number/,
    );
  });

  it('stop at an error list, which no page shows', () => {
    expect(renderForm({ type: 'object', properties: { q: { type: 'string' } } }, 'top')).toThrow(
      /ErrorListTemplate is not in the bundle/,
    );
  });
});
