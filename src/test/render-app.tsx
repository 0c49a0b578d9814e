import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, StrictMode } from 'react';
import { type Location, MemoryRouter, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { AppRoutes } from '../app/router';
import { ToastProvider } from '../components/toast/toast-provider';
import { type Partner, PartnerContext } from '../lib/partner';
import { swrConfig } from '../lib/swr-config';
import { createAppTheme } from '../lib/theme';
import { partnerFixture } from './partner-fixture';

/** The app's providers with a fresh SWR cache and the partner given directly (no start-up fetch). */
export function TestProviders({
  children,
  partner = partnerFixture,
}: {
  children: ReactNode;
  partner?: Partner;
}) {
  return (
    <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
      <PartnerContext.Provider value={partner}>
        <ThemeProvider theme={createAppTheme(partner.theme)}>
          <ToastProvider>{children}</ToastProvider>
        </ThemeProvider>
      </PartnerContext.Provider>
    </SWRConfig>
  );
}

export interface Entry {
  pathname: string;
  search?: string;
  state?: unknown;
}

/** Where the rendered app's router is: updated on every navigation. */
export interface RouterProbe {
  location: Location | undefined;
}

function RecordLocation({ probe }: { probe: RouterProbe }) {
  probe.location = useLocation();
  return null;
}

/** Renders the app's real routes at one history entry; returns a probe of the router's location, and a user. */
export function renderApp(
  entry: string | Entry,
  { strict = false, partner = partnerFixture }: { strict?: boolean; partner?: Partner } = {},
) {
  const router: RouterProbe = { location: undefined };
  const user = userEvent.setup();
  const app = (
    <TestProviders partner={partner}>
      <MemoryRouter initialEntries={[entry]}>
        <RecordLocation probe={router} />
        <AppRoutes />
      </MemoryRouter>
    </TestProviders>
  );
  const view = render(strict ? <StrictMode>{app}</StrictMode> : app);
  return { router, user, ...view };
}

/** Where the router is now, with its navigation state. */
export function currentLocation(router: RouterProbe) {
  if (!router.location) throw new Error('The router has not rendered yet.');
  const { pathname, search, state } = router.location;
  return { pathname, search, state: state as Record<string, unknown> | null };
}
