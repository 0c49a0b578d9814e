/**
 * Stands in for MUI's CSS-variables theme code in the app's bundle (vite.config.ts,
 * noCssVariables): MUI calls createThemeWithVars only for a theme asking for CSS
 * variables, and its ThemeProvider renders CssVarsProvider only for a theme with colour
 * schemes; src/lib/theme.ts builds neither (theme.test.ts checks that).
 */
const NOT_BUNDLED = 'The app builds no CSS-variables theme: MUI’s code for one is not in the bundle.';

/** In place of @mui/material/styles/ThemeProviderWithVars' CssVarsProvider. */
export function CssVarsProvider(): never {
  throw new Error(NOT_BUNDLED);
}

/** In place of @mui/material/styles/createThemeWithVars. */
export default function createThemeWithVars(): never {
  throw new Error(NOT_BUNDLED);
}
