import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ServiceApplication } from '../../../../engine/contract';
import { loadEngine } from '../../../../engine/index';
import { pageProgress } from '../../../../engine/validation/progress';
import { preloadRoutes, startStaffLink } from '../../../app/router';
import { stubFetch } from '../../../test/fetch-stub';
import { currentLocation, renderApp } from '../../../test/render-app';

/** Rendering every catalogue page in jsdom takes seconds on a busy machine. */
const SLOW = { timeout: 30_000 };

/** Anything a keyboard or a pointer could operate. */
const INTERACTIVE =
  'button, input:not([type="hidden"]), select, textarea, a[href], [contenteditable], [tabindex]:not([tabindex="-1"]), [role="button"], [role="link"], [role="checkbox"], [role="combobox"], [role="tab"]';

const application: ServiceApplication = {
  answer: {
    first_name: 'Ada',
    last_name: 'Lovelace',
    optin_sms_ind: 'true',
    race_asian: 'false',
    hs_name: 'Central High School',
    hs_ceeb: '110042',
    grad_month: '6',
    grad_year: '2027',
    legal_agree: 'true',
  },
  add_another: { parents: 1, legacy: 1 },
  document_answer: { hs_transcript: { file_name: 'transcript.pdf', file_size: 1234 } },
  tabs: { test_entry: 'self_report' },
};

beforeAll(async () => {
  await preloadRoutes();
}, 120_000);

/** The API of a staff link: the application for the token 'good', 401 for any other. */
function serviceApi() {
  return stubFetch((request) => {
    if (request.path === '/service/tmp-pdf?service_token=good') return { json: application };
    if (request.path.startsWith('/service/tmp-pdf'))
      return { status: 401, json: { message: 'This staff link has expired. Ask for a new one.' } };
    return { status: 500, json: { message: `unexpected call ${request.method} ${request.path}` } };
  });
}

describe('staff print view (SPEC 1)', () => {
  it('shows every page read-only, with nothing to operate and no page chrome', async () => {
    const calls = serviceApi();
    const { container, router } = renderApp({ pathname: '/about', search: '?service_token=good' });
    const main = await screen.findByRole('main', { name: 'Undergraduate Application' }, SLOW);
    expect(within(main).getByText('Application of Ada Lovelace', { exact: false })).toBeTruthy();
    for (const page of ['About You', 'Education', 'Submit']) {
      expect(within(main).getByRole('heading', { level: 2, name: page })).toBeTruthy();
    }
    // Text as a plain box named by its label.
    expect(within(main).getByRole('group', { name: 'First (given) name' }).textContent).toBe('Ada');
    // Checkboxes as [X] / [ ].
    const sms = within(main).getByText('Send me text message updates about my application').parentElement;
    expect(sms?.textContent).toMatch(/^\[X\]/);
    const asian = within(main).getByText('Asian').parentElement;
    expect(asian?.textContent).toMatch(/^\[ \]/);
    // Month/year as a pair, a school with its code, an attached document.
    const graduation = within(main).getByRole('group', { name: 'Graduation date' });
    expect(graduation.textContent).toBe('MonthJuneYear2027');
    expect(within(main).getByText('Central High School (110042)')).toBeTruthy();
    expect(within(main).getByRole('group', { name: 'Unofficial transcript (optional)' }).textContent).toBe(
      'A document is attached.',
    );

    expect(container.querySelectorAll(INTERACTIVE)).toHaveLength(0);
    for (const role of ['banner', 'contentinfo', 'navigation', 'dialog', 'separator', 'button', 'link']) {
      expect(screen.queryAllByRole(role), role).toHaveLength(0);
    }
    expect(currentLocation(router)).toMatchObject({ pathname: '/about', search: '?service_token=good' });
    // Only the service call: no profile, no applicant session.
    expect(calls.map((call) => call.path)).toEqual(['/service/tmp-pdf?service_token=good']);
  });

  it('takes the request a staff link started as the app started, instead of asking again', async () => {
    const calls = serviceApi();
    // What the entry (src/main.tsx) does first, before anything renders; nothing without a token.
    expect(startStaffLink('?from=mail')).toBeUndefined();
    expect(calls).toEqual([]);
    const viewCode = startStaffLink('?service_token=good');
    expect(calls.map((call) => call.path)).toEqual(['/service/tmp-pdf?service_token=good']);
    // The entry renders once the view's code is in, so that the view never suspends.
    await expect(viewCode).resolves.toBeUndefined();
    renderApp({ pathname: '/about', search: '?service_token=good' });
    const main = await screen.findByRole('main', { name: 'Undergraduate Application' }, SLOW);
    expect(within(main).getByRole('group', { name: 'First (given) name' }).textContent).toBe('Ada');
    expect(calls).toHaveLength(1);
  });

  it('shows the application in its first render when the started request has already answered', async () => {
    const calls = serviceApi();
    await startStaffLink('?service_token=good');
    // The stubbed answer arrives within a few turns of the event loop.
    await waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    // In StrictMode too: its second render and effects see the same application.
    renderApp({ pathname: '/about', search: '?service_token=good' }, { strict: true });
    // At once, without waiting: no loading screen came first.
    const main = screen.getByRole('main', { name: 'Undergraduate Application' });
    expect(within(main).getByText('Application of Ada Lovelace', { exact: false })).toBeTruthy();
    expect(screen.queryByLabelText('Loading the application')).toBeNull();
    // The marks wait for the lazily loaded validators: as long as the other waits for them.
    await waitFor(
      () => expect(within(main).getByRole('list', { name: 'Progress by page' })).toBeTruthy(),
      SLOW,
    );
    expect(calls).toHaveLength(1);
  });

  it('takes the application the page brought (a data block the server wrote for its token) without asking', async () => {
    const calls = serviceApi();
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'admit-service-application';
    // As the server escapes it: '<' as \u003c.
    block.textContent = JSON.stringify({
      ...application,
      answer: { ...application.answer, last_name: '</script>Lovelace' },
    }).replace(/</g, '\\u003c');
    document.head.append(block);
    try {
      await startStaffLink('?service_token=inline');
      renderApp({ pathname: '/about', search: '?service_token=inline' });
      // At once, without waiting: the first render is the print view.
      const main = screen.getByRole('main', { name: 'Undergraduate Application' });
      expect(within(main).getByText('Application of Ada </script>Lovelace', { exact: false })).toBeTruthy();
      expect(calls).toEqual([]);
    } finally {
      block.remove();
    }
  });

  it('asks for the application when the page brought none it can read', async () => {
    const calls = serviceApi();
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'admit-service-application';
    block.textContent = '{"answer": {}}';
    document.head.append(block);
    try {
      startStaffLink('?service_token=old');
      expect(calls.map((call) => call.path)).toEqual(['/service/tmp-pdf?service_token=old']);
      renderApp({ pathname: '/about', search: '?service_token=old' });
      expect(await screen.findByRole('alert', undefined, SLOW)).toHaveProperty(
        'textContent',
        'This staff link has expired. Ask for a new one.',
      );
    } finally {
      block.remove();
    }
  });

  it('is the view of every form route and of an unknown path carrying service_token', async () => {
    serviceApi();
    const { router } = renderApp({ pathname: '/nowhere', search: '?service_token=good' });
    await screen.findByRole('main', { name: 'Undergraduate Application' }, SLOW);
    expect(currentLocation(router)).toMatchObject({ pathname: '/about', search: '?service_token=good' });
  });

  it("shows a refused link's message and stays put (no login redirect, nothing to click)", async () => {
    serviceApi();
    const { container, router } = renderApp({ pathname: '/education', search: '?service_token=old' });
    expect(await screen.findByRole('alert', undefined, SLOW)).toHaveProperty(
      'textContent',
      'This staff link has expired. Ask for a new one.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'This application cannot be shown' })).toBeTruthy();
    await waitFor(() => expect(currentLocation(router).pathname).toBe('/education'));
    expect(container.querySelectorAll(INTERACTIVE)).toHaveLength(0);
  });

  it('shows the progress marks in its header: how many answers each page still needs', async () => {
    serviceApi();
    renderApp({ pathname: '/about', search: '?service_token=good' });
    const marks = await screen.findByRole('list', { name: 'Progress by page' }, SLOW);
    // The same counts as the engine's submit validation finds, page by page.
    const engine = await loadEngine('demo');
    const answers = { ...application.answer, hs_transcript: 'ANSWERED' };
    const expected = pageProgress(engine, answers, new Date().toLocaleDateString('en-CA'), {
      addAnother: application.add_another,
      tabs: application.tabs,
    }).map((item) => {
      const title = engine.catalogue.pages.find((page) => page.id === item.page)?.title;
      return item.complete
        ? `${title}, complete`
        : `${title}${item.remaining}, ${item.remaining} required answer(s) left`;
    });
    expect(expected.some((text) => text.includes('left'))).toBe(true);
    await waitFor(
      () =>
        expect(
          within(marks)
            .getAllByRole('listitem')
            .map((item) => item.textContent),
        ).toEqual(expected),
      SLOW,
    );
  }, 120_000);
});
