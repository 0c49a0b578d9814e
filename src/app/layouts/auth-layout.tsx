import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { firstPageShown } from '../../../ui/lazy';
import { PageShell } from '../../components/layout/page-shell';
import { usePartner } from '../../lib/partner';

/** The account cards: centred under the partner's header. */
export function AuthLayout() {
  // A card is shown (it has no questions to reveal): the code that waited for a first page may come.
  useEffect(firstPageShown, []);
  return (
    <PageShell partner={usePartner()} centred>
      <Outlet />
    </PageShell>
  );
}
