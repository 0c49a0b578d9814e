import GlobalStyles from '@mui/material/GlobalStyles';
import type { Theme } from '@mui/material/styles';

/** The class names of the print view's pages and sections (static: see print-sections.tsx). */
export const printClasses = {
  page: 'admit-print-page',
  pageTitle: 'admit-print-page-title',
  sectionTitle: 'admit-print-section-title',
  note: 'admit-print-note',
} as const;

/**
 * The print view's rules, from the theme. On screen: its pages and sections. In the
 * browser's print: white paper, each catalogue page from a new sheet, no answer box split
 * across sheets, a heading never left alone at a sheet's foot.
 */
function printCss(theme: Theme) {
  return {
    [`.${printClasses.page}`]: { marginTop: theme.spacing(4) },
    [`.${printClasses.pageTitle}`]: {
      ...theme.typography.h2,
      margin: 0,
      marginBottom: theme.spacing(1),
      fontSize: '1.5rem',
      fontWeight: 700,
    },
    [`.${printClasses.sectionTitle}`]: {
      ...theme.typography.h3,
      margin: 0,
      marginTop: theme.spacing(3),
      marginBottom: theme.spacing(1.5),
      fontSize: '1.125rem',
      fontWeight: 700,
    },
    [`.${printClasses.note}`]: { ...theme.typography.body1, margin: 0 },
    '@media print': {
      '@page': { margin: '16mm' },
      'html, body': { background: '#fff !important', color: '#000' },
      '[data-staff-view]': { maxWidth: 'none !important', padding: '0 !important', margin: '0 !important' },
      '[data-print-page] + [data-print-page]': { breakBefore: 'page' },
      '[data-staff-view] h1, [data-staff-view] h2, [data-staff-view] h3': { breakAfter: 'avoid' },
      '[data-read-only]': { breakInside: 'avoid' },
    },
  };
}

/** The print view's rules, mounted with it. */
export function PrintStyles() {
  return <GlobalStyles styles={printCss} />;
}
