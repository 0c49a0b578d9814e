import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { type Theme, ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { ToastProvider } from '../components/toast/toast-provider';
import { PartnerGate } from '../features/partner';
import { createStyleCache } from '../lib/style-cache';
import { swrConfig } from '../lib/swr-config';
import { createAppTheme, fallbackColours } from '../lib/theme';
import { AppErrorBoundary } from './routes/route-error';

let fallbackTheme: Theme | undefined;

/**
 * The theme of the spinner and of the root error page, before or without the partner's
 * colours: made by the first render that needs it, not as this module is evaluated, where
 * it was a third of the shell's evaluation, the longest task on a phone (issue 16); a
 * render is cut into slices between which the browser is free.
 */
function themeWithoutPartner(): Theme {
  fallbackTheme ??= createAppTheme(fallbackColours);
  return fallbackTheme;
}

/**
 * Each app mount owns its cache (one in the browser, one per test); code reaches it
 * through useSWRConfig().mutate, never the global mutate.
 */
const swrValue = { ...swrConfig, provider: () => new Map() };

/** MUI's styles, without the validity rules that restyle a form on every keystroke (style-cache.ts). */
const styleCache = createStyleCache();

/** Everything the routes rely on: data fetching, error boundary, partner settings and theme, toasts. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <CacheProvider value={styleCache}>
      <ThemeProvider theme={themeWithoutPartner()}>
        <CssBaseline />
        <SWRConfig value={swrValue}>
          <AppErrorBoundary>
            <PartnerGate>
              <CssBaseline />
              <ToastProvider>{children}</ToastProvider>
            </PartnerGate>
          </AppErrorBoundary>
        </SWRConfig>
      </ThemeProvider>
    </CacheProvider>
  );
}
