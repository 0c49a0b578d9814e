import Box from '@mui/material/Box';
import type { PageProgress } from '../../../../engine/validation/progress';
import type { EngineParts } from '../../../../engine/validation/validate';
import { ProgressMark } from '../../../components/progress/progress-mark';

interface Props {
  engine: EngineParts;
  /** Each page's count; null while it is not known yet (the pages are shown without marks). */
  progress: PageProgress[] | null;
}

/**
 * The print view's header marks: each page's title with the same mark the applicant's
 * top navigation shows (a check, or how many answers are still needed), so staff see
 * at a glance where an application is incomplete.
 */
export function PrintProgress({ engine, progress }: Props) {
  return (
    <Box
      component="ul"
      aria-label={engine.catalogue.index.messages.printProgressLabel}
      data-print-progress=""
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, listStyle: 'none', p: 0, m: 0, mt: 2 }}
    >
      {engine.catalogue.pages.map((page) => (
        <Box component="li" key={page.id} sx={{ fontWeight: 600 }}>
          {page.title}
          <ProgressMark
            progress={progress?.find((item) => item.page === page.id)}
            messages={engine.catalogue.index.messages}
          />
        </Box>
      ))}
    </Box>
  );
}
