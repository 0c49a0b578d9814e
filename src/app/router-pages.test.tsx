import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../engine/catalogue/load';
import { catalogueSources } from '../../engine/catalogue/sources';
import type { Partner } from '../lib/partner';
import { partnerFixture } from '../test/partner-fixture';
import { currentLocation, renderApp } from '../test/render-app';
import { preloadRoutes } from './router';

/** Rendering a whole catalogue page in jsdom takes seconds on a busy machine. */
const SLOW = { timeout: 30_000 };

/**
 * A partner whose overlay renames the Education page, as a partner's catalogue.json
 * would: the app's real engine reads it from the catalogue sources like any partner's.
 */
const RENAMED = 'renamed-pages';
catalogueSources.partners[RENAMED] = {
  settings: {},
  overlay: { pages: { education: { title: 'Your Studies' }, 'final-steps': { title: 'Review and Submit' } } },
};
/** What GET /public/partner answers for it: the pages as its catalogue has them. */
const partner: Partner = {
  ...partnerFixture,
  id: RENAMED,
  pages: loadCatalogue(RENAMED, catalogueSources).pages.map(({ id, title, path }) => ({ id, title, path })),
};

beforeAll(async () => {
  await preloadRoutes();
}, 120_000);

describe('pages from the catalogue', () => {
  it('shows a renamed page title in the navigation and the page heading, at the base path', async () => {
    renderApp('/education', { partner });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Studies' }, SLOW)).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Application sections' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['About You', '/about'],
      ['Your Studies', '/education'],
      ['Review and Submit', '/final-steps'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Your Studies' }).getAttribute('aria-current')).toBe('page');
  });

  it('redirects an unknown path to the first page of the list, keeping the query string', async () => {
    const { router } = renderApp({ pathname: '/no-such-page', search: '?source=fair' }, { partner });
    await waitFor(
      () => expect(currentLocation(router)).toMatchObject({ pathname: '/about', search: '?source=fair' }),
      SLOW,
    );
  });

  it('routes every page of the list, and the page buttons follow its order', async () => {
    const { user, router } = renderApp('/about', { partner });
    await screen.findByRole('heading', { level: 1, name: 'About You' }, SLOW);
    await user.click(screen.getByRole('button', { name: 'Save and Continue' }));
    await waitFor(() => expect(currentLocation(router).pathname).toBe('/education'), SLOW);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Studies' }, SLOW)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save and Continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Review and Submit' }, SLOW)).toBeTruthy();
    expect(currentLocation(router).pathname).toBe('/final-steps');
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Studies' }, SLOW)).toBeTruthy();
  });

  it('routes only the listed paths: a path the partner’s list lacks goes to its first page', async () => {
    const shortList: Partner = { ...partner, pages: partner.pages.slice(0, 2) };
    const { router } = renderApp('/final-steps', { partner: shortList });
    await waitFor(() => expect(currentLocation(router).pathname).toBe('/about'), SLOW);
  });
});
