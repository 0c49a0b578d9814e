import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { partnerFixture } from '../test/partner-fixture';
import { AA_CONTRAST, createAppTheme, ensureContrast } from './theme';

describe('createAppTheme', () => {
  it("maps the partner's colour roles and SPEC breakpoints", () => {
    const theme = createAppTheme(partnerFixture.theme);
    expect(theme.palette.primary.main).toBe('#0b3d6e');
    expect(theme.palette.secondary.main).toBe('#8a1c2b');
    expect(theme.palette.accent.main).toBe('#f2b632');
    expect(theme.palette.error.main).toBe('#b3261e');
    expect(theme.breakpoints.values.sm).toBe(675);
    expect(theme.breakpoints.values.md).toBe(900);
  });

  it('builds no colour schemes or CSS variables, so MUI never asks for CssVarsProvider (not in the bundle)', () => {
    const theme = createAppTheme(partnerFixture.theme);
    expect('colorSchemes' in theme).toBe(false);
    expect('vars' in theme && theme.vars).toBeFalsy();
  });

  it('keeps every text colour at WCAG AA contrast, even for a pale partner palette', () => {
    const pale = {
      ...partnerFixture.theme,
      primary: '#9ecbff',
      secondary: '#ffc0cb',
      error: '#ff8a80',
      neutral: '#b0b0b0',
    };
    for (const colours of [partnerFixture.theme, pale]) {
      const { palette } = createAppTheme(colours);
      const pairs: [string, string][] = [
        [palette.text.primary, palette.background.default],
        [palette.text.secondary, palette.background.default],
        [palette.text.secondary, palette.background.paper],
        [palette.primary.main, palette.background.paper],
        [palette.primary.contrastText, palette.primary.main],
        [palette.secondary.contrastText, palette.secondary.main],
        [palette.error.main, palette.background.paper],
        [palette.error.contrastText, palette.error.main],
      ];
      for (const [text, background] of pairs) {
        expect(getContrastRatio(text, background), `${text} on ${background}`).toBeGreaterThanOrEqual(
          AA_CONTRAST,
        );
      }
    }
  });

  it('leaves a colour that already contrasts alone', () => {
    expect(ensureContrast('#0b3d6e', '#ffffff')).toBe('#0b3d6e');
  });
});
