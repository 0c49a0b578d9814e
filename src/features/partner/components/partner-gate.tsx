import { ThemeProvider } from '@mui/material/styles';
import { type ReactNode, useMemo } from 'react';
import { interfaceTexts } from '../../../../engine/interface-texts';
import { LoadingScreen } from '../../../components/loading-screen';
import { PartnerContext } from '../../../lib/partner';
import { createAppTheme } from '../../../lib/theme';
import { usePartnerQuery } from '../api/get-partner';

/** Shows the spinner until the partner's settings arrive, then themes everything below with its colours. */
export function PartnerGate({ children }: { children: ReactNode }) {
  const { data: partner } = usePartnerQuery();
  const theme = useMemo(() => (partner ? createAppTheme(partner.theme) : undefined), [partner]);
  if (!partner || !theme) return <LoadingScreen label={interfaceTexts.loading.application} />;
  return (
    <PartnerContext.Provider value={partner}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </PartnerContext.Provider>
  );
}
