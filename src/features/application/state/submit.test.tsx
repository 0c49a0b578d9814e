/**
 * The submit flow's outcomes with gaps (SPEC 4): the browser's own findings, and those
 * only the server found (its 422 `{errors, missing}`), both shown in the summary on the
 * default route.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { COMPLETE_APPLICATION, COMPLETE_CONTEXT } from '../../../../engine/testing/complete-application';
import { preloadRoutes } from '../../../app/router';
import { applicationApi, profileFixture } from '../../../test/application-api';
import { setLoggedInCookie } from '../../../test/cookies';
import { stubFetch } from '../../../test/fetch-stub';
import { currentLocation, renderApp } from '../../../test/render-app';
import { parseFindings, withServerFindings } from './server-findings';

/** SPEC 2's title of the validation summary. */
const SUMMARY_TITLE = "We're missing some information!";

const SLOW = { timeout: 30_000 };
const statuses = (...names: string[]) => names.map((web_status) => ({ web_status }));

beforeAll(async () => {
  await preloadRoutes();
}, 120_000);

function completeApplicant(overrides: Parameters<typeof applicationApi>[1] = {}) {
  return applicationApi(
    profileFixture({ answer: { ...COMPLETE_APPLICATION }, web_status: statuses('started', 'validating') }),
    {
      'GET /api/add-another': () => ({ json: COMPLETE_CONTEXT.addAnother }),
      'GET /api/tabs': () => ({ json: COMPLETE_CONTEXT.tabs }),
      ...overrides,
    },
  );
}

describe('a submit whose answer is lost', () => {
  const SUBMITTED = 'Your application has already been submitted and can no longer be changed.';
  const GENERIC = "We've encountered an unexpected error at this time. Please try again later.";

  it('asks once more, and takes the 409 of an application it did submit as its success', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setLoggedInCookie();
    let submits = 0;
    const calls = stubFetch(
      completeApplicant({
        'POST /api/submit': () => {
          submits += 1;
          // The first reaches the server, whose answer is lost on the way back.
          if (submits === 1) throw new TypeError('Failed to fetch');
          return { status: 409, json: { message: SUBMITTED } };
        },
      }),
    );
    const { router, user } = renderApp('/final-steps');
    await user.click(await screen.findByRole('button', { name: 'Submit Application' }, SLOW));
    await waitFor(() => expect(currentLocation(router).pathname).toBe('/completion'), SLOW);
    expect(calls.filter((call) => call.path === '/api/submit')).toHaveLength(2);
    expect(screen.queryByText(GENERIC)).toBeNull();
    expect(screen.queryByText(SUBMITTED)).toBeNull();
  });

  it('takes away the offline refusal once a later submit succeeds', async () => {
    setLoggedInCookie();
    stubFetch(completeApplicant());
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { router, user } = renderApp('/final-steps');
    const submit = await screen.findByRole('button', { name: 'Submit Application' }, SLOW);
    await user.click(submit);
    const offline = /^You are offline\. Your answers are kept on this device/;
    await screen.findByText(offline, undefined, SLOW);
    online.mockReturnValue(true);
    await user.click(submit);
    await waitFor(() => expect(currentLocation(router).pathname).toBe('/completion'), SLOW);
    await waitFor(() => expect(screen.queryByText(offline)).toBeNull(), SLOW);
    online.mockRestore();
  });

  it('shows no error when its validations meet an application submitted already', async () => {
    setLoggedInCookie();
    stubFetch(
      completeApplicant({
        'POST /api/validations': () => ({ status: 409, json: { message: SUBMITTED } }),
        'POST /api/submit': () => ({ status: 409, json: { message: SUBMITTED } }),
      }),
    );
    const { router, user } = renderApp('/final-steps');
    await user.click(await screen.findByRole('button', { name: 'Submit Application' }, SLOW));
    await waitFor(() => expect(currentLocation(router).pathname).toBe('/completion'), SLOW);
    expect(screen.queryByText(SUBMITTED)).toBeNull();
  });
});

describe('a submit under way', () => {
  it('tells a screen reader that the submit is under way', async () => {
    setLoggedInCookie();
    let answer: () => void = () => undefined;
    const submitted = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const api = completeApplicant();
    // The submit's answer waits until the test has heard the status.
    stubFetch(async (request) => {
      if (request.path === '/api/submit') await submitted;
      return api(request);
    });
    const { router, user } = renderApp('/final-steps');
    const button = await screen.findByRole('button', { name: 'Submit Application' }, SLOW);
    const status = screen.getAllByRole('status').find((region) => region.closest('main'));
    expect(status?.textContent).toBe('');
    await user.click(button);
    await waitFor(() => expect(status?.textContent).toBe('Submitting your application…'), SLOW);
    answer();
    await waitFor(() => expect(currentLocation(router).pathname).toBe('/completion'), SLOW);
  });
});

describe('Go Back from the last page', () => {
  it('is not told as a submit while it saves', async () => {
    setLoggedInCookie();
    const api = completeApplicant();
    // The save of the answer changed here never ends: Go Back stays busy.
    stubFetch((request) =>
      request.method === 'PUT' && request.path === '/api/answer' ? new Promise(() => {}) : api(request),
    );
    const { user } = renderApp('/final-steps');
    await screen.findByRole('button', { name: 'Submit Application' }, SLOW);
    const status = screen.getAllByRole('status').find((region) => region.closest('main'));
    const [radio] = screen.getAllByRole('radio').filter((each) => !(each as HTMLInputElement).checked);
    if (!radio) throw new Error('the last page has no radio to change');
    await user.click(radio);
    const back = screen.getByRole('button', { name: 'Go Back' });
    await user.click(back);
    await waitFor(() => expect(back.hasAttribute('disabled')).toBe(true), SLOW);
    expect(status?.textContent).toBe('');
  });
});

describe('submit with gaps', () => {
  it('goes to the default route with the summary when the browser finds a gap', async () => {
    setLoggedInCookie();
    const calls = stubFetch(
      applicationApi(
        profileFixture({
          answer: { ...COMPLETE_APPLICATION, last_name: '' },
          web_status: statuses('started'),
        }),
        {
          'GET /api/add-another': () => ({ json: COMPLETE_CONTEXT.addAnother }),
          'GET /api/tabs': () => ({ json: COMPLETE_CONTEXT.tabs }),
        },
      ),
    );
    const { router, user } = renderApp('/final-steps');
    await user.click(await screen.findByRole('button', { name: 'Submit Application' }, SLOW));
    await waitFor(() => expect(currentLocation(router).pathname).toBe('/about'), SLOW);
    const summary = await screen.findByRole('region', { name: SUMMARY_TITLE }, SLOW);
    expect(within(summary).getByRole('link', { name: 'Last (family) name' })).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/submit')).toBe(false);
  });

  it('shows what only the server found, on the default route, instead of a generic toast', async () => {
    setLoggedInCookie();
    const calls = stubFetch(
      completeApplicant({
        'POST /api/submit': () => ({
          status: 422,
          json: {
            message: 'Your application is not complete.',
            errors: { ssn: ['Please enter a valid social security number.'] },
            missing: [{ page: 'about', key: 'ssn', anchor: '/about#ssn' }],
          },
        }),
      }),
    );
    const { router, user } = renderApp('/final-steps');
    await user.click(await screen.findByRole('button', { name: 'Submit Application' }, SLOW));
    await waitFor(() => expect(calls.some((call) => call.path === '/api/submit')).toBe(true), SLOW);
    await waitFor(() => expect(currentLocation(router).pathname).toBe('/about'), SLOW);
    const summary = await screen.findByRole('region', { name: SUMMARY_TITLE }, SLOW);
    expect(within(summary).getByRole('link', { name: /social security/i })).toBeTruthy();
    expect(screen.queryByText('Your application is not complete.')).toBeNull();
  });
});

describe('server findings', () => {
  const finding = {
    errors: { ssn: ['Bad SSN.'] },
    missing: [{ page: 'about', key: 'ssn', anchor: '/about#ssn' }],
  };

  it('reads only a well-formed 422 body', () => {
    expect(parseFindings({ message: 'x', ...finding })).toEqual(finding);
    expect(parseFindings({ message: 'x' })).toBeUndefined();
    expect(parseFindings({ errors: { ssn: 'Bad' }, missing: [] })).toBeUndefined();
    expect(parseFindings({ errors: {}, missing: [{ page: 'about' }] })).toBeUndefined();
    expect(parseFindings(null)).toBeUndefined();
  });

  it('adds a finding while its answer is unchanged, and drops it once the applicant changes it', () => {
    const local = { errors: {}, missing: [] };
    const findings = { result: finding, answers: { ssn: '123' } };
    expect(withServerFindings(local, findings, { ssn: '123' })).toEqual(finding);
    expect(withServerFindings(local, findings, { ssn: '123-45-6789' })).toEqual(local);
    expect(withServerFindings(local, null, { ssn: '123' })).toBe(local);
  });

  it('never lists a key twice when the browser found it too', () => {
    const local = { errors: { ssn: ['Bad SSN.'] }, missing: [...finding.missing] };
    const merged = withServerFindings(local, { result: finding, answers: {} }, {});
    expect(merged.missing).toHaveLength(1);
    expect(merged.errors.ssn).toEqual(['Bad SSN.']);
  });
});
