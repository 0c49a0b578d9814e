/**
 * Loading a prefill link on flaky Wi-Fi (issue 14's links, SPEC 2 `token`): a load that gets
 * no answer is told as the generic error, never as an expired link (which sent applicants to
 * ask the office for a new one).
 */
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadRoutes } from '../../../app/router';
import { GENERIC_ERROR_MESSAGE } from '../../../lib/errors';
import { applicationApi } from '../../../test/application-api';
import { setLoggedInCookie } from '../../../test/cookies';
import { stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';

const TOKEN = 'x'.repeat(43);
const SLOW = { timeout: 30_000 };
const EXPIRED =
  'This link has expired or is not valid, so nothing was filled in. Ask the admissions office for a new link.';

beforeAll(async () => {
  await preloadRoutes();
}, 120_000);

function linkServer(answers: (() => { status?: number; json?: unknown })[]) {
  return stubFetch(
    applicationApi(undefined, {
      [`GET /public/tmp?token=${TOKEN}`]: () => {
        const next = answers.shift();
        if (!next) throw new TypeError('Failed to fetch');
        return next();
      },
    }),
  );
}
const loads = (calls: { path: string }[]) =>
  calls.filter((call) => call.path.startsWith('/public/tmp')).length;

describe('a prefill link on flaky Wi-Fi', () => {
  it('tells the generic error, not an expired link, when the load gets no answer', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setLoggedInCookie();
    const calls = linkServer([]);
    renderApp(`/about?token=${TOKEN}`);
    await screen.findByText(GENERIC_ERROR_MESSAGE, undefined, SLOW);
    expect(screen.queryByText(EXPIRED)).toBeNull();
    expect(loads(calls)).toBe(1);
  });

  it('tells an expired link at once when the server says so', async () => {
    setLoggedInCookie();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const calls = linkServer([
      () => ({ status: 404, json: { message: 'This link is not valid or has expired.' } }),
    ]);
    renderApp(`/about?token=${TOKEN}`);
    await screen.findByText(EXPIRED, undefined, SLOW);
    expect(loads(calls)).toBe(1);
  });
});
