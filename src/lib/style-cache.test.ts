import { serializeStyles } from '@emotion/serialize';
import { insertStyles } from '@emotion/utils';
import { describe, expect, it } from 'vitest';
import { createStyleCache, onlyValidityRule } from './style-cache';

describe('onlyValidityRule', () => {
  it('is true for a rule all of whose selectors ask for validity', () => {
    expect(onlyValidityRule('.css-umd4cz:invalid{box-shadow:none;}')).toBe(true);
    expect(onlyValidityRule('.a:valid,.b:invalid{color:red;}')).toBe(true);
  });

  it('is false for every other rule', () => {
    expect(onlyValidityRule('.css-umd4cz{box-shadow:none;}')).toBe(false);
    expect(onlyValidityRule('.a:invalid,.b{color:red;}')).toBe(false);
    expect(onlyValidityRule('.a:placeholder-shown{opacity:1;}')).toBe(false);
    expect(onlyValidityRule('@media (min-width:600px){.a:invalid{color:red;}}')).toBe(false);
  });
});

describe('createStyleCache', () => {
  it("inserts a style's rules except those that only style validity", () => {
    const cache = createStyleCache();
    const serialized = serializeStyles([
      { color: 'blue', '&:invalid': { boxShadow: 'none' }, '&:focus': { color: 'red' } },
    ]);
    insertStyles(cache, serialized, false);
    const css = cache.sheet.tags.map((tag) => tag.textContent).join('\n');
    expect(css).toContain('color:blue;');
    expect(css).toContain(':focus{color:red;}');
    expect(css).not.toContain(':invalid');
  });
});
