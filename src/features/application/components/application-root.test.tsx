import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { preloadRoutes } from '../../../app/router';
import { applicationApi, profileFixture } from '../../../test/application-api';
import { setLoggedInCookie } from '../../../test/cookies';
import { stubFetch } from '../../../test/fetch-stub';
import { currentLocation, renderApp } from '../../../test/render-app';

/** Rendering a whole catalogue page in jsdom takes seconds on a busy machine. */
const SLOW = { timeout: 30_000 };
const statuses = (...names: string[]) => names.map((web_status) => ({ web_status }));

beforeAll(async () => {
  await preloadRoutes();
}, 120_000);

describe('route guard and status machine (SPEC 2, 4)', () => {
  it('always shows /completion for a submitted application', async () => {
    setLoggedInCookie();
    stubFetch(applicationApi(profileFixture({ web_status: statuses('started', 'validating', 'submitted') })));
    const { router } = renderApp('/education');
    await waitFor(() => expect(currentLocation(router).pathname).toBe('/completion'), SLOW);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your application is submitted' }, SLOW),
    ).toBeTruthy();
    // SPEC 2: without the shared layout: no header band, navigation, account button or footer.
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Account' })).toBeNull();
    expect(screen.getByRole('main', { name: 'Your application is submitted' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log Out' })).toBeTruthy();
  });

  it('sends a visitor of /completion without a submitted application to the default route', async () => {
    const { router } = renderApp({ pathname: '/completion', search: '?source=fair' });
    await waitFor(
      () => expect(currentLocation(router)).toMatchObject({ pathname: '/about', search: '?source=fair' }),
      SLOW,
    );
  });

  it('makes a logged-in applicant without status started (posted) and saves each page visited', async () => {
    setLoggedInCookie();
    const calls = stubFetch(applicationApi(profileFixture({ answer: { first_name: 'Ada' } })));
    renderApp('/final-steps');
    expect(await screen.findByText('Welcome, Ada!', undefined, SLOW)).toBeTruthy();
    await waitFor(() => {
      expect(calls).toContainEqual(
        expect.objectContaining({ method: 'POST', path: '/api/web-status', body: { web_status: 'started' } }),
      );
      expect(calls).toContainEqual(
        expect.objectContaining({
          method: 'PUT',
          path: '/api/last-page',
          body: { last_page: '/final-steps' },
        }),
      );
    }, SLOW);
  });

  it('goes straight to the saved last page on load, once, never showing the page it landed on', async () => {
    setLoggedInCookie();
    const calls = stubFetch(
      applicationApi(profileFixture({ last_page: '/education', web_status: statuses('started') })),
    );
    // Every level-1 heading the page ever shows, however briefly.
    const headings = new Set<string>();
    const observer = new MutationObserver(() => {
      for (const heading of document.querySelectorAll('h1')) headings.add(heading.textContent ?? '');
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    try {
      const { router, user } = renderApp('/about', { strict: true });
      expect(await screen.findByRole('heading', { level: 1, name: 'Education' }, SLOW)).toBeTruthy();
      expect(currentLocation(router).pathname).toBe('/education');
      expect(headings.has('About You')).toBe(false);
      expect(calls.filter((call) => call.path === '/api/web-status')).toHaveLength(0);
      // Once: the applicant may then open the page the load landed on.
      await user.click(
        within(screen.getByRole('navigation', { name: /application/i })).getByText('About You'),
      );
      expect(await screen.findByRole('heading', { level: 1, name: 'About You' }, SLOW)).toBeTruthy();
      expect(currentLocation(router).pathname).toBe('/about');
    } finally {
      observer.disconnect();
    }
  });
});
