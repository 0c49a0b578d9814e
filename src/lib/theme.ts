import { createTheme, darken, getContrastRatio, lighten, type Theme } from '@mui/material/styles';
import type { PartnerTheme } from '../../engine/contract';

/** A partner's colour roles (SPEC 9), as partner.json's meta-schema names them. */
export type PartnerColours = PartnerTheme;

declare module '@mui/material/styles' {
  interface Palette {
    accent: Palette['primary'];
    neutral: Palette['primary'];
  }
  interface PaletteOptions {
    accent?: PaletteOptions['primary'];
    neutral?: PaletteOptions['primary'];
  }
}

/** Breakpoints of SPEC 9: below 675 px is a phone, below 900 px a tablet. */
export const breakpoints = { mobile: 675, tablet: 900 } as const;

/** WCAG AA for normal text. */
export const AA_CONTRAST = 4.5;

/** Used before the partner's settings arrive (the spinner) and by the root error page. */
export const fallbackColours: PartnerColours = {
  primary: '#1f4e79',
  secondary: '#7a1f2b',
  accent: '#f2b632',
  neutral: '#4a5561',
  white: '#ffffff',
  error: '#b3261e',
  disabled: '#757575',
};

/**
 * The colour, darkened just enough to reach `ratio` against `background`: a partner
 * who picks a pale brand colour still gets readable text and buttons.
 */
export function ensureContrast(colour: string, background: string, ratio = AA_CONTRAST): string {
  let result = colour;
  for (let step = 1; getContrastRatio(result, background) < ratio && step <= 20; step += 1) {
    result = darken(colour, step * 0.05);
  }
  return result;
}

/** The MUI theme of a partner: colour roles mapped onto the palette, SPEC breakpoints, visible focus. */
export function createAppTheme(colours: PartnerColours): Theme {
  const white = colours.white;
  const page = lighten(colours.neutral, 0.93);
  // Text sits on white cards and on the slightly darker page: readable on the page means readable on both.
  const readable = (colour: string) => ensureContrast(ensureContrast(colour, white), page);
  const primary = readable(colours.primary);
  const neutral = readable(colours.neutral);
  const focusRing = `3px solid ${primary}`;
  return createTheme({
    breakpoints: { values: { xs: 0, sm: breakpoints.mobile, md: breakpoints.tablet, lg: 1200, xl: 1536 } },
    palette: {
      contrastThreshold: AA_CONTRAST,
      primary: { main: primary },
      secondary: { main: readable(colours.secondary) },
      error: { main: readable(colours.error) },
      accent: { main: colours.accent },
      neutral: { main: neutral },
      text: { primary: darken(neutral, 0.6), secondary: neutral, disabled: colours.disabled },
      background: { default: page, paper: white },
      action: { disabled: colours.disabled },
      common: { white },
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      // Pages have one h1, the card's title: 1.5rem on a phone growing to 1.75rem.
      h1: { fontSize: 'clamp(1.5rem, 1.25rem + 1vw, 1.75rem)', fontWeight: 700, lineHeight: 1.25 },
      h2: { fontSize: '1.25rem', fontWeight: 700, lineHeight: 1.3 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          'a:focus-visible, [tabindex="-1"]:focus-visible': { outline: focusRing, outlineOffset: '2px' },
        },
      },
      MuiButtonBase: {
        styleOverrides: { root: { '&.Mui-focusVisible': { outline: focusRing, outlineOffset: '2px' } } },
      },
      // The tab bar clips what overflows it (it scrolls sideways): a ring outside the tab lost
      // its top, its bottom and the first tab's left side, so it is drawn inside.
      MuiTab: { styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: '-3px' } } } },
      MuiButton: { styleOverrides: { sizeLarge: { paddingTop: 10, paddingBottom: 10 } } },
      MuiLink: { defaultProps: { underline: 'always' } },
    },
  });
}
