import { useEffect, useMemo, useState } from 'react';
import type { Engine } from '../../../../engine';
import type { ServiceApplication } from '../../../../engine/contract';
import { type PageProgress, pageProgress } from '../../../../engine/validation/progress';
import { Settled } from '../../../../ui/lazy';
import { browserEngineIfLoaded, loadBrowserEngine, loadValidators, todayIso } from '../../../lib/engine';
import { usePartner } from '../../../lib/partner';
import { type Printed, PrintedApplication, printedOf } from './printed-application';

/**
 * The print view rendered in the browser: where the server did not render the staff
 * link's page (the dev server, a build without dist/server/staff-page.js). The partner's
 * engine comes from its catalogue file; the progress marks once its validators are in.
 */
export function PrintView({ application }: { application: ServiceApplication }) {
  const partner = usePartner();
  return (
    <Settled
      value={browserEngineIfLoaded(partner.id)}
      load={() => loadBrowserEngine(partner.id)}
      render={(engine) => <BrowserPrintedApplication engine={engine} application={application} />}
    />
  );
}

function BrowserPrintedApplication({
  engine,
  application,
}: {
  engine: Engine;
  application: ServiceApplication;
}) {
  const printed = useMemo(() => printedOf(application), [application]);
  const progress = useBrowserProgress(engine, printed);
  return <PrintedApplication engine={engine} printed={printed} progress={progress} />;
}

/** Each page's progress, counted once the partner's validators have arrived (null until then). */
function useBrowserProgress(engine: Engine, { answers, state }: Printed): PageProgress[] | null {
  const [progress, setProgress] = useState<PageProgress[] | null>(null);
  useEffect(() => {
    let live = true;
    loadValidators(engine).then(
      // Today in the reader's time zone (the age rules compare with it).
      () => live && setProgress(pageProgress(engine, answers, todayIso(), state)),
      // Without validators the header shows the pages without marks.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [engine, answers, state]);
  return progress;
}
