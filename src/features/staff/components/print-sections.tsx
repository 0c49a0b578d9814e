import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PresentedSection } from '../../../../engine/presentation';
import { ReadOnlyAnswer } from '../../../../widgets';

interface PrintSectionsProps {
  /** The prefix of every id on the page (`print-{page id}`). */
  prefix: string;
  sections: PresentedSection[];
}

/**
 * The sections of a printed page: each a region named by its h3, holding the read-only
 * variant of each shown question in catalogue order. Plain markup from the engine's
 * presentation: nothing of the form (RJSF, the widgets' interactive parts) is needed to
 * show an answer that cannot change.
 */
export function PrintSections({ prefix, sections }: PrintSectionsProps) {
  return (
    <>
      {sections.map((section) => {
        const headingId = `${prefix}-section-${section.id}`;
        return (
          <Box component="section" key={section.id} aria-labelledby={headingId} data-print-section="">
            <Typography
              id={headingId}
              variant="h3"
              sx={{ fontSize: '1.125rem', fontWeight: 700, mt: 3, mb: 1.5 }}
            >
              {section.title}
            </Typography>
            {section.items.map((item) => (
              <div key={item.key} data-print-item={item.key}>
                <ReadOnlyAnswer id={`${prefix}_${item.key}`} item={item} label={item.label} />
              </div>
            ))}
          </Box>
        );
      })}
    </>
  );
}
