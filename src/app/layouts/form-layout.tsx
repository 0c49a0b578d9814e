import { Outlet } from 'react-router-dom';
import { PageShell } from '../../components/layout/page-shell';
import { AccountActions } from '../../features/auth/components/account-actions';
import { useNavigationState } from '../../lib/navigation-state';
import { usePartner } from '../../lib/partner';

/** The shared layout of the form pages (SPEC 2); navigation, idle timer and profile loading join it later. */
export function FormLayout() {
  const { answers } = useNavigationState();
  return (
    <PageShell partner={usePartner()} actions={<AccountActions answers={answers} />}>
      <Outlet />
    </PageShell>
  );
}
