/**
 * The journal on the page: unsent answers from an earlier visit restored and named, a key
 * changed elsewhere since held back until the applicant chooses, and a failed autosave
 * shown as the save status (not an error toast) and retried.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { preloadRoutes } from '../../../../app/router';
import { applicationApi, profileFixture } from '../../../../test/application-api';
import { clearCookies, setLoggedInCookie } from '../../../../test/cookies';
import { stubFetch } from '../../../../test/fetch-stub';
import { currentLocation, renderApp } from '../../../../test/render-app';
import { readJournal, writeJournal } from '../../state/journal/journal-storage';

const SLOW = { timeout: 30_000 };
const ACCOUNT = profileFixture().username;
/** The catalogue's texts (schemas/catalogue.json saveMessages), exactly. */
const messages = {
  saved: 'All changes saved',
  failed: 'Not saved yet: your answers are kept on this device and we keep trying',
  conflictTitle: 'Changed on another device',
  conflictDone: 'Keep my choices',
  logoutTitle: 'Answers not saved yet',
  logoutStay: 'Stay and keep my answers',
  logoutAnyway: 'Log out anyway',
};

beforeAll(async () => {
  await preloadRoutes();
}, 120_000);

afterEach(() => {
  localStorage.clear();
  clearCookies();
});

describe('the journal on the page', () => {
  it('restores unsent keys and holds a key changed elsewhere until the applicant chooses', async () => {
    setLoggedInCookie();
    writeJournal(ACCOUNT, {
      last_name: { value: 'Lovelace', base: '', at: 1 },
      first_name: { value: 'Ada', base: '', at: 1 },
    });
    const calls = stubFetch(applicationApi(profileFixture({ answer: { first_name: 'Adele' } })));
    const { user } = renderApp('/about');

    await screen.findByText('1 answer from your last visit was not saved yet', undefined, SLOW);
    screen.getByText('It is restored on this page and saved now, unless it was changed elsewhere since.');
    const dialog = await screen.findByRole('dialog', { name: messages.conflictTitle }, SLOW);
    const theirs = screen.getByRole('radio', { name: 'Keep the saved answer: Adele' });
    expect((theirs as HTMLInputElement).checked).toBe(true);
    // The restored key is saved at once; the conflicting one is not sent before the choice.
    await waitFor(() => expect(puts(calls)).toEqual([{ last_name: 'Lovelace' }]), SLOW);
    expect((document.getElementById('root_first_name') as HTMLInputElement).value).toBe('Adele');

    await user.click(screen.getByRole('radio', { name: 'Keep the answer typed on this device: Ada' }));
    await user.click(screen.getByRole('button', { name: messages.conflictDone }));
    await waitFor(() => expect(dialog.isConnected).toBe(false), SLOW);
    await waitFor(
      () => expect(puts(calls)).toEqual([{ last_name: 'Lovelace' }, { first_name: 'Ada' }]),
      SLOW,
    );
    expect((document.getElementById('root_first_name') as HTMLInputElement).value).toBe('Ada');
    await waitFor(() => expect(readJournal(ACCOUNT)).toEqual({}), SLOW);
  }, 120_000);

  it('speaks of several restored answers in the plural', async () => {
    setLoggedInCookie();
    writeJournal(ACCOUNT, {
      last_name: { value: 'Lovelace', base: '', at: 1 },
      middle_name: { value: 'Augusta', base: '', at: 1 },
    });
    const calls = stubFetch(applicationApi(profileFixture()));
    renderApp('/about');
    await screen.findByText('2 answers from your last visit were not saved yet', undefined, SLOW);
    screen.getByText(
      'They are restored on this page and saved now, unless they were changed elsewhere since.',
    );
    await waitFor(
      () => expect(puts(calls)).toEqual([{ last_name: 'Lovelace', middle_name: 'Augusta' }]),
      SLOW,
    );
  }, 120_000);

  it('shows a failed autosave as the save status, never a toast, and retries it', async () => {
    setLoggedInCookie();
    let failing = true;
    const calls = stubFetch(
      applicationApi(profileFixture(), {
        'PUT /api/answer': () =>
          failing ? { status: 503, json: { message: 'The database is not reachable.' } } : { json: {} },
      }),
    );
    const { user } = renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'About You' }, SLOW);
    await user.type(document.getElementById('root_first_name') as HTMLInputElement, 'Ada');
    await screen.findByText(messages.failed, undefined, SLOW);
    expect(screen.queryByText('The database is not reachable.')).toBeNull();
    expect(readJournal(ACCOUNT).first_name?.value).toBe('Ada');

    failing = false;
    await screen.findByText(messages.saved, undefined, SLOW);
    expect(puts(calls).at(-1)).toEqual({ first_name: 'Ada' });
    expect(readJournal(ACCOUNT)).toEqual({});
  }, 120_000);

  it('warns before a logout forgets unsent answers, then forgets them', async () => {
    setLoggedInCookie();
    const calls = stubFetch(
      applicationApi(profileFixture(), {
        'PUT /api/answer': () => ({ status: 503, json: { message: 'The database is not reachable.' } }),
        'GET /api/logout': () => ({ json: { message: 'You have been logged out.' } }),
      }),
    );
    const { router, user } = renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'About You' }, SLOW);
    await user.type(document.getElementById('root_first_name') as HTMLInputElement, 'Ada');
    await screen.findByText(messages.failed, undefined, SLOW);

    await user.click(screen.getByRole('button', { name: 'Account' }));
    await user.click(await screen.findByRole('button', { name: 'Log Out' }, SLOW));
    const warning = await screen.findByRole('dialog', { name: messages.logoutTitle }, SLOW);
    expect(warning.textContent).toContain(
      '1 answer is not saved yet. If you log out now, it is lost on this device.',
    );
    await user.click(screen.getByRole('button', { name: messages.logoutStay }));
    await waitFor(() => expect(warning.isConnected).toBe(false), SLOW);
    expect(calls.some((call) => call.path === '/api/logout')).toBe(false);
    expect(readJournal(ACCOUNT).first_name?.value).toBe('Ada');

    await user.click(screen.getByRole('button', { name: 'Log Out' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: messages.logoutTitle }, SLOW)).getByRole('button', {
        name: messages.logoutAnyway,
      }),
    );
    await waitFor(() => expect(currentLocation(router).pathname).toBe('/login'), SLOW);
    expect(readJournal(ACCOUNT)).toEqual({});
  }, 120_000);
});

describe('submit while offline', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'onLine');
  });

  it('is refused with a clear message, and nothing is sent', async () => {
    setLoggedInCookie();
    const calls = stubFetch(applicationApi(profileFixture({ web_status: [{ web_status: 'started' }] })));
    const { user } = renderApp('/final-steps');
    const button = await screen.findByRole('button', { name: 'Submit Application' }, SLOW);
    // The network is gone: an own property shadows jsdom's navigator.onLine until afterEach deletes it.
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    await user.click(button);
    await screen.findByText(
      'You are offline. Your answers are kept on this device: submit your application once you are back online.',
      undefined,
      SLOW,
    );
    expect(calls.some((call) => call.path === '/api/submit' || call.path === '/api/web-status')).toBe(false);
  }, 120_000);
});

function puts(calls: { method: string; path: string; body: unknown }[]) {
  return calls
    .filter((call) => call.method === 'PUT' && call.path === '/api/answer')
    .map((call) => call.body);
}
