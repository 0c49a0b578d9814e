import { Outlet } from 'react-router-dom';
import { PageShell } from '../../components/layout/page-shell';
import { usePartner } from '../../lib/partner';

/** The account cards: centred under the partner's header. */
export function AuthLayout() {
  return (
    <PageShell partner={usePartner()} centred>
      <Outlet />
    </PageShell>
  );
}
