/**
 * A staff link's page as the server renders it (issue 16: the print view on a phone). The
 * build bundles this module for Node (vite.config.ts, staffPageForServer: React in its
 * production build, MUI and emotion, into dist/server/staff-page.js), and the server calls
 * it for each staff link with what the token read (server/staff-page.ts). The page is the
 * print view's HTML with its styles, and runs no script: a staff member's phone paints it
 * as it arrives, with nothing to download, evaluate or hydrate (the view has nothing to
 * operate). The same components render it in the browser where the server did not (the
 * dev server): one view, rendered where it is asked for.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { renderToString } from 'react-dom/server';
import type { RenderStaffPage, StaffPageInput } from '../../../engine/contract';
import { pageProgress } from '../../../engine/validation/progress';
import { PartnerContext } from '../../lib/partner';
import { createAppTheme } from '../../lib/theme';
import { LinkRefused, staffPageTitle } from './components/link-refused';
import { PrintedApplication, printedOf } from './components/printed-application';

/** The page's main: the print view of the token's application, or why it shows none. */
function StaffPageContent({ engine, shown }: Pick<StaffPageInput, 'engine' | 'shown'>) {
  if ('refused' in shown) return <LinkRefused message={shown.refused} />;
  const printed = printedOf(shown.application);
  // The marks the browser counts once the validators are in: the server's engine has them.
  const progress = pageProgress(engine, printed.answers, shown.today, printed.state);
  return <PrintedApplication engine={engine} printed={printed} progress={progress} />;
}

/**
 * Renders the page's #root, its title and its styles: emotion's rules (the theme's
 * baseline, the view's classes), kept in the render's own cache (compat mode) instead of
 * beside each element, to go in one style element in the head.
 */
export const renderStaffPage: RenderStaffPage = ({ partner, engine, shown }) => {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const html = renderToString(
    <CacheProvider value={cache}>
      <ThemeProvider theme={createAppTheme(partner.theme)}>
        <CssBaseline />
        <PartnerContext.Provider value={partner}>
          <StaffPageContent engine={engine} shown={shown} />
        </PartnerContext.Provider>
      </ThemeProvider>
    </CacheProvider>,
  );
  const css = Object.values(cache.inserted)
    .filter((rules): rules is string => typeof rules === 'string')
    .join('');
  return { title: staffPageTitle(partner), css, html };
};
