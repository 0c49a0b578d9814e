import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';
import type { Answers, FormContext } from '../../../../engine/catalogue/types';
import { type PageProgress, pageProgress } from '../../../../engine/validation/progress';
import type { EngineParts } from '../../../../engine/validation/validate';
import { ProgressMark } from '../../../components/progress/progress-mark';
import { loadValidators } from '../../../lib/engine';

/** Today as YYYY-MM-DD in the reader's time zone (the age rules compare with it). */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

interface Props {
  engine: EngineParts;
  answers: Answers;
  state: FormContext;
}

/**
 * The print view's header marks: each page's title with the same mark the applicant's
 * top navigation shows (a check, or how many answers are still needed), so staff see
 * at a glance where an application is incomplete.
 */
export function PrintProgress({ engine, answers, state }: Props) {
  const [progress, setProgress] = useState<PageProgress[] | null>(null);
  useEffect(() => {
    let live = true;
    loadValidators(engine).then(
      () => live && setProgress(pageProgress(engine, answers, today(), state)),
      // Without validators the header shows the pages without marks.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [engine, answers, state]);
  return (
    <Box
      component="ul"
      aria-label="Progress by page"
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
