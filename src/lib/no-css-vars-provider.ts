/**
 * Stands in for MUI's CssVarsProvider in the app's bundle (vite.config.ts,
 * noCssVarsProvider): MUI's ThemeProvider renders it only for a theme with colour schemes
 * or CSS variables, which src/lib/theme.ts never builds (theme.test.ts checks that).
 */
export function CssVarsProvider(): never {
  throw new Error('The app builds no CSS-variables theme: CssVarsProvider is not in the bundle.');
}
