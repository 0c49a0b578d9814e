/**
 * rjsfValidator reports nothing, which is right only while RJSF never asks it: the
 * form pages and the print view render, take typing and show the engine's findings
 * without one call to validate or to match a sub-schema.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadRoutes } from '../app/router';
import { applicationApi, profileFixture } from '../test/application-api';
import { setLoggedInCookie } from '../test/cookies';
import { stubFetch } from '../test/fetch-stub';
import { renderApp } from '../test/render-app';
import { rjsfValidator } from './rjsf-validator';

const SLOW = { timeout: 30_000 };

beforeAll(async () => {
  await preloadRoutes();
}, 120_000);

function spies() {
  return [
    vi.spyOn(rjsfValidator, 'validateFormData'),
    vi.spyOn(rjsfValidator, 'isValid'),
    vi.spyOn(rjsfValidator, 'rawValidation'),
  ];
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the RJSF validator is never asked', () => {
  it('by a form page that shows the engine findings and takes typing', async () => {
    const calls = spies();
    setLoggedInCookie();
    stubFetch(
      applicationApi(
        profileFixture({
          answer: { first_name: 'Ada' },
          web_status: [{ web_status: 'started' }, { web_status: 'validating' }],
        }),
      ),
    );
    const { user } = renderApp('/about');
    const lastName = await screen.findByRole('textbox', { name: /Last \(family\) name/ }, SLOW);
    // The validating status shows the engine's finding for the empty last name (the form
    // may render a moment before the findings reach the store).
    await waitFor(() => expect(lastName.getAttribute('aria-invalid')).toBe('true'), SLOW);
    await user.type(lastName, 'Lovelace');
    await user.tab();
    await waitFor(() => expect(lastName.getAttribute('aria-invalid')).toBe('false'), SLOW);
    for (const call of calls) expect(call).not.toHaveBeenCalled();
  });

  it('by the staff print view', async () => {
    const calls = spies();
    stubFetch((request) =>
      request.path === '/service/tmp-pdf?service_token=good'
        ? { json: { answer: { first_name: 'Ada' }, add_another: {}, document_answer: {}, tabs: {} } }
        : { status: 500, json: { message: `unexpected call ${request.path}` } },
    );
    renderApp({ pathname: '/about', search: '?service_token=good' });
    const main = await screen.findByRole('main', { name: 'Undergraduate Application' }, SLOW);
    expect(within(main).getByRole('group', { name: 'First (given) name' }).textContent).toBe('Ada');
    for (const call of calls) expect(call).not.toHaveBeenCalled();
  });
});
