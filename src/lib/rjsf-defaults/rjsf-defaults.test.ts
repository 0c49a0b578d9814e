import { getDefaultRegistry } from '@rjsf/core';
import { describe, expect, it } from 'vitest';
import { catalogueSources, createEngine, PARTNER_IDS } from '../../../engine';
import { widgets } from '../../../widgets/registry';

// vitest.config.ts applies vite.config.ts's rjsfDefaults, as the browser build does.
const registry = getDefaultRegistry();

describe('the @rjsf/core defaults the browser bundle keeps', () => {
  it('are the object, string and number fields, and the hidden widget', () => {
    expect(Object.keys(registry.fields).sort()).toEqual([
      'FallbackField',
      'NumberField',
      'ObjectField',
      'OptionalDataControlsField',
      'SchemaField',
      'StringField',
    ]);
    expect(Object.keys(registry.widgets)).toEqual(['HiddenWidget']);
  });

  it('are the templates those fields and the Form name, without the array, grid and anyOf ones', () => {
    expect(Object.keys(registry.templates).sort()).toEqual([
      'ButtonTemplates',
      'DescriptionFieldTemplate',
      'ErrorListTemplate',
      'FieldErrorTemplate',
      'FieldHelpTemplate',
    ]);
    expect(Object.keys(registry.templates.ButtonTemplates)).toEqual(['SubmitButton']);
  });

  it.each(['base', ...PARTNER_IDS])('render every question of the %s catalogue', (partner) => {
    const { catalogue } = createEngine(partner, { sources: catalogueSources });
    for (const page of catalogue.pages) {
      expect(page.schema.type).toBe('object');
      for (const [key, schema] of Object.entries(page.schema.properties)) {
        expect(['string', 'integer', 'number'], `${page.id}.${key}`).toContain(schema.type);
        const widget = (page.ui[key] as { 'ui:widget'?: string } | undefined)?.['ui:widget'];
        expect([...Object.keys(widgets), 'hidden'], `${page.id}.${key}`).toContain(widget);
      }
    }
  });
});
