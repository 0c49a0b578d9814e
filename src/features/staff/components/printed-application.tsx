import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { fillMessage } from '../../../../engine/catalogue/messages';
import type { Answers, FormContext } from '../../../../engine/catalogue/types';
import type { ServiceApplication } from '../../../../engine/contract';
import { presentAnswers } from '../../../../engine/presentation';
import type { PageProgress } from '../../../../engine/validation/progress';
import type { EngineParts } from '../../../../engine/validation/validate';
import { ReadOnlyStyles } from '../../../../widgets/shared/read-only';
import { MAIN_CONTENT_ID, PAGE_TITLE_ID } from '../../../components/layout/page-shell';
import { PartnerLogo } from '../../../components/layout/partner-logo';
import { usePartner } from '../../../lib/partner';
import { PrintPage } from './print-page';
import { PrintProgress } from './print-progress';
import { PrintStyles } from './print-styles';

/** Stands in for an uploaded document's answer when only the document row says it exists. */
const ATTACHED = 'ANSWERED';

/** What the print view presents of an application: its answers and its side state. */
export interface Printed {
  answers: Answers;
  state: FormContext;
}

/** The answers and side state the print view shows of a service token's application. */
export function printedOf(application: ServiceApplication): Printed {
  const answers: Record<string, string> = { ...application.answer };
  // A held upload shows its note even when the applicant's answer for it was never saved.
  for (const key of Object.keys(application.document_answer)) answers[key] ||= ATTACHED;
  return { answers, state: { addAnother: application.add_another, tabs: application.tabs } };
}

interface Props {
  engine: EngineParts;
  printed: Printed;
  /** Each page's progress mark; null while the browser is still loading the validators. */
  progress: PageProgress[] | null;
}

/**
 * SPEC 1's service-user layout: the three pages' sections with every shown question's
 * answer in its widget's read-only variant, and nothing else: no header, footer,
 * navigation, account menu, button, modal or separator. No effect and nothing loaded:
 * the server renders it as it is (server-page.tsx), and so does the browser where the
 * server did not (print-view.tsx).
 */
export function PrintedApplication({ engine, printed, progress }: Props) {
  const partner = usePartner();
  const pages = useMemo(() => presentAnswers(engine, printed.answers, printed.state), [engine, printed]);
  const name = [printed.answers.first_name, printed.answers.last_name].filter(Boolean).join(' ');
  const { messages } = engine.catalogue.index;
  return (
    <Box
      component="main"
      id={MAIN_CONTENT_ID}
      aria-labelledby={PAGE_TITLE_ID}
      data-staff-view=""
      sx={{ maxWidth: 860, mx: 'auto', px: { xs: 2, sm: 4 }, py: 4, bgcolor: 'background.paper' }}
    >
      <PrintStyles />
      <ReadOnlyStyles />
      {partner.logo && (
        <Box sx={{ mb: 2 }}>
          <PartnerLogo logo={partner.logo} height={56} />
        </Box>
      )}
      <Typography id={PAGE_TITLE_ID} variant="h1" sx={{ fontSize: '1.75rem', fontWeight: 700 }}>
        {partner.application_title}
      </Typography>
      <Typography sx={{ mt: 1 }}>
        {fillMessage(name ? messages.printHeading : messages.printHeadingNoName, {
          name,
          partner: partner.name,
        })}
      </Typography>
      <PrintProgress engine={engine} progress={progress} />
      {engine.catalogue.pages.map((page) => {
        const shown = pages.find((item) => item.id === page.id);
        return shown ? (
          <PrintPage key={page.id} page={page} shown={shown} nothingShown={messages.printNothingShown} />
        ) : null;
      })}
    </Box>
  );
}
