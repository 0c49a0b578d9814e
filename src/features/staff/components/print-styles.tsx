import GlobalStyles from '@mui/material/GlobalStyles';

/**
 * The browser's print of the staff view: white paper, each catalogue page from a new
 * sheet, no answer box split across sheets, a heading never left alone at a sheet's foot.
 */
const printCss = {
  '@media print': {
    '@page': { margin: '16mm' },
    'html, body': { background: '#fff !important', color: '#000' },
    '[data-staff-view]': { maxWidth: 'none !important', padding: '0 !important', margin: '0 !important' },
    '[data-print-page] + [data-print-page]': { breakBefore: 'page' },
    '[data-staff-view] h1, [data-staff-view] h2, [data-staff-view] h3': { breakAfter: 'avoid' },
    '[data-read-only]': { breakInside: 'avoid' },
  },
} as const;

/** Print rules of the staff view, mounted with it. */
export function PrintStyles() {
  return <GlobalStyles styles={printCss} />;
}
