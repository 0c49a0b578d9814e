import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { use, useMemo } from 'react';
import type { Engine } from '../../../../engine';
import type { ServiceApplication } from '../../../../engine/contract';
import { presentAnswers } from '../../../../engine/presentation';
import { ReadOnlyStyles } from '../../../../widgets/shared/read-only';
import { MAIN_CONTENT_ID, PAGE_TITLE_ID } from '../../../components/layout/page-shell';
import { PartnerLogo } from '../../../components/layout/partner-logo';
import { browserEngineIfLoaded, loadBrowserEngine } from '../../../lib/engine';
import { usePartner } from '../../../lib/partner';
import { PrintPage } from './print-page';
import { PrintProgress } from './print-progress';
import { PrintStyles } from './print-styles';

/** Stands in for an uploaded document's answer when only the document row says it exists. */
const ATTACHED = 'ANSWERED';

/** What the staff view presents: the partner's engine, the answers and the side state. */
function usePrinted(engine: Engine, application: ServiceApplication) {
  return useMemo(() => {
    const answers: Record<string, string> = { ...application.answer };
    // A held upload shows its note even when the applicant's answer for it was never saved.
    for (const key of Object.keys(application.document_answer)) answers[key] ||= ATTACHED;
    return {
      engine,
      answers,
      state: { addAnother: application.add_another, tabs: application.tabs },
    };
  }, [engine, application]);
}

/**
 * SPEC 1's service-user layout: the three pages' sections with every shown question's
 * answer in its widget's read-only variant, and nothing else: no header, footer,
 * navigation, account menu, button, modal or separator.
 */
export function PrintView({ application }: { application: ServiceApplication }) {
  const partner = usePartner();
  // use() only while the catalogue is on its way, and no hook after it here (see ApplicationRoot).
  const engine = browserEngineIfLoaded(partner.id) ?? use(loadBrowserEngine(partner.id));
  return <PrintedApplication engine={engine} application={application} />;
}

function PrintedApplication({ engine, application }: { engine: Engine; application: ServiceApplication }) {
  const partner = usePartner();
  const printed = usePrinted(engine, application);
  const pages = useMemo(() => presentAnswers(printed.engine, printed.answers, printed.state), [printed]);
  const name = [printed.answers.first_name, printed.answers.last_name].filter(Boolean).join(' ');
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
        {name ? `Application of ${name}` : 'Application'} · read-only copy for {partner.name} staff
      </Typography>
      <PrintProgress engine={printed.engine} answers={printed.answers} state={printed.state} />
      {printed.engine.catalogue.pages.map((page) => {
        const shown = pages.find((item) => item.id === page.id);
        return shown ? <PrintPage key={page.id} page={page} shown={shown} /> : null;
      })}
    </Box>
  );
}
