import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { COMPLETE_APPLICATION, COMPLETE_CONTEXT } from '../../../../engine/testing/complete-application';
import { preloadRoutes } from '../../../app/router';
import { browserEngine } from '../../../lib/engine';
import { applicationApi, profileFixture } from '../../../test/application-api';
import { setLoggedInCookie } from '../../../test/cookies';
import { stubFetch } from '../../../test/fetch-stub';
import { currentLocation, renderApp } from '../../../test/render-app';

const SLOW = { timeout: 30_000 };
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const { catalogue } = browserEngine('demo');

beforeAll(async () => {
  await preloadRoutes();
}, 120_000);

function navLink(title: string) {
  const nav = screen.getByRole('navigation', { name: 'Application sections' });
  return within(nav).getByRole('link', { name: new RegExp(`^${title}`) });
}

describe('progress marks in the top navigation', () => {
  it('shows a check per complete page and the count of answers left, told to screen readers, as answers change', async () => {
    setLoggedInCookie();
    stubFetch(
      applicationApi(
        profileFixture({
          answer: { ...COMPLETE_APPLICATION, last_name: '', first_name: '' },
          web_status: [{ web_status: 'started' }],
        }),
        {
          'GET /api/add-another': () => ({ json: COMPLETE_CONTEXT.addAnother }),
          'GET /api/tabs': () => ({ json: COMPLETE_CONTEXT.tabs }),
        },
      ),
    );
    const { user } = renderApp('/about');
    await waitFor(
      () => expect(navLink('About You').textContent).toBe('About You2, 2 required answer(s) left'),
      SLOW,
    );
    expect(navLink('Education').textContent).toBe('Education, complete');
    expect(navLink('Submit')).toHaveProperty('textContent', 'Submit, complete');
    // The number and the check are seen; the words are for screen readers only.
    expect(navLink('About You').querySelector('[aria-hidden="true"]')?.textContent).toBe('2');
    expect(navLink('Education').querySelector('[aria-hidden="true"] svg')).not.toBeNull();

    const lastName = catalogue.questions.get('last_name')?.schema.title ?? '';
    await user.type(
      await screen.findByLabelText(new RegExp(`^${literal(lastName)}`), undefined, SLOW),
      'Lovelace',
    );
    await waitFor(
      () => expect(navLink('About You').textContent).toBe('About You1, 1 required answer(s) left'),
      SLOW,
    );
    const firstName = catalogue.questions.get('first_name')?.schema.title ?? '';
    await user.type(screen.getByLabelText(new RegExp(`^${literal(firstName)}`)), 'Ada');
    await waitFor(() => expect(navLink('About You').textContent).toBe('About You, complete'), SLOW);
  }, 120_000);

  it('shows no marks to an anonymous visitor', async () => {
    stubFetch(applicationApi());
    renderApp('/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'About You' }, SLOW)).toBeTruthy();
    expect(navLink('About You').textContent).toBe('About You');
  }, 60_000);

  it('leads an anonymous visitor with answers to /signup, carrying the answers of the moment of the click', async () => {
    stubFetch(applicationApi());
    const { router, user } = renderApp('/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'About You' }, SLOW)).toBeTruthy();
    // No answer yet: the link is the page's own.
    expect(navLink('Education').getAttribute('href')).toBe('/education');
    const firstName = catalogue.questions.get('first_name')?.schema.title ?? '';
    const field = screen.getByLabelText(new RegExp(`^${literal(firstName)}`));
    await user.type(field, 'Ad');
    await user.tab();
    await waitFor(() => expect(navLink('Education').getAttribute('href')).toBe('/signup'), SLOW);
    // Typed after the link changed: still carried.
    await user.type(field, 'a');
    await user.click(navLink('Education'));
    await waitFor(() => expect(currentLocation(router).pathname).toBe('/signup'), SLOW);
    expect(currentLocation(router).state?.answers).toMatchObject({ first_name: 'Ada' });
  }, 60_000);
});
