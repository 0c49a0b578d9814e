import { useEffect } from 'react';
import { preloadDialog } from '../../../components/app-dialog';
import { useIdleTimer } from '../hooks/use-idle-timer';
import { useSignOut } from '../hooks/use-sign-out';
import { useApplication } from '../state/application-context';
import { IdleDialog } from './idle-dialog';

/** The inactivity timer of a logged-in applicant, with its warning. */
export function IdleGuard() {
  const { flush } = useApplication();
  const { signOut, leaving } = useSignOut();
  const { warningOpen, stayActive } = useIdleTimer({ enabled: true, onIdle: () => void signOut('inactive') });
  // The warning must open on time, even if the network has gone by then.
  useEffect(preloadDialog, []);
  return (
    <IdleDialog
      open={warningOpen}
      onStay={stayActive}
      onLeave={() => void signOut('chosen', flush)}
      leaving={leaving}
    />
  );
}
