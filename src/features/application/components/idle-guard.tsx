import { memo, useCallback, useEffect, useRef } from 'react';
import { preloadDialog } from '../../../components/app-dialog';
import { useIdleTimer } from '../hooks/use-idle-timer';
import { useSignOut } from '../hooks/use-sign-out';
import { useApplication } from '../state/application-context';
import { IdleDialog } from './idle-dialog';

/**
 * The warning renders only when it opens, closes or starts leaving: the guard renders with
 * the application's every change (a save, a page change), and a closed MUI dialog still
 * renders its styled root each time (issue 16).
 */
const Warning = memo(IdleDialog);

/** The inactivity timer of a logged-in applicant, with its warning. */
export function IdleGuard() {
  const { flush, engine } = useApplication();
  const { signOut, leaving } = useSignOut();
  const { warningOpen, stayActive } = useIdleTimer({ enabled: true, onIdle: () => void signOut('inactive') });
  // The warning must open on time, even if the network has gone by then.
  useEffect(preloadDialog, []);
  // The moment's sign-out and save, read at the click: the handler stays the same function.
  const latest = useRef({ signOut, flush });
  latest.current = { signOut, flush };
  const onLeave = useCallback(() => void latest.current.signOut('chosen', latest.current.flush), []);
  return (
    <Warning
      texts={engine.catalogue.index.messages}
      open={warningOpen}
      onStay={stayActive}
      onLeave={onLeave}
      leaving={leaving}
    />
  );
}
