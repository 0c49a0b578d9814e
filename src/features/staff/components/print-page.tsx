import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { LoadedPage } from '../../../../engine/catalogue/types';
import type { PresentedPage } from '../../../../engine/presentation';
import { PrintSections } from './print-sections';

interface PrintPageProps {
  page: LoadedPage;
  shown: PresentedPage;
}

/** One catalogue page, every shown question in its widget's read-only variant. */
export function PrintPage({ page, shown }: PrintPageProps) {
  const headingId = `print-${page.id}-title`;
  return (
    <Box component="section" aria-labelledby={headingId} data-print-page={page.id} sx={{ mt: 4 }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.5rem', fontWeight: 700, mb: 1 }}>
        {page.title}
      </Typography>
      {shown.sections.length === 0 ? (
        <Typography>No question of this page is shown for this application.</Typography>
      ) : (
        <PrintSections prefix={`print-${page.id}`} sections={shown.sections} />
      )}
    </Box>
  );
}
