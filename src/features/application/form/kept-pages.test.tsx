import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { preloadRoutes } from '../../../app/router';
import { browserEngine } from '../../../lib/engine';
import { applicationApi, profileFixture } from '../../../test/application-api';
import { setLoggedInCookie } from '../../../test/cookies';
import { stubFetch } from '../../../test/fetch-stub';
import { currentLocation, renderApp } from '../../../test/render-app';

const SLOW = { timeout: 30_000 };
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const { catalogue } = browserEngine('demo');
const label = (key: string) => new RegExp(`^${literal(catalogue.questions.get(key)?.schema.title ?? key)}`);

beforeAll(async () => {
  await preloadRoutes();
}, 120_000);

function navLink(title: string) {
  const nav = screen.getByRole('navigation', { name: 'Application sections' });
  return within(nav).getByRole('link', { name: new RegExp(`^${title}`) });
}

/** The questions of /about stay rendered, hidden, while /education shows (issue 16). */
describe('a page left and shown again', () => {
  it('is the same page, hidden meanwhile, with what was typed, one title, and its answers saved on leaving', async () => {
    setLoggedInCookie();
    const calls = stubFetch(applicationApi(profileFixture({ web_status: [{ web_status: 'started' }] })));
    const { user, router } = renderApp('/about');
    const field = await screen.findByRole('textbox', { name: label('middle_name') }, SLOW);
    // The document's first page comes in steps (reveal.ts): left once all of it is in.
    await waitFor(
      () =>
        expect(
          screen.getByRole('heading', { level: 1 }).closest('[aria-busy]')?.getAttribute('aria-busy'),
        ).toBe('false'),
      SLOW,
    );
    await user.type(field, 'Augusta');

    await user.click(navLink('Education'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Education' }, SLOW)).toBeTruthy();
    expect(currentLocation(router).pathname).toBe('/education');
    // The page left is out of sight and out of the accessibility tree, still in the document.
    expect(field.isConnected).toBe(true);
    expect(field.closest('[style*="display: none"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: label('middle_name') })).toBeNull();
    // One title, naming the main landmark and the document.
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([
      'Education',
    ]);
    expect(screen.getByRole('main', { name: 'Education' })).toBeTruthy();
    await waitFor(() => expect(document.title).toMatch(/^Education \| /));
    // What was typed became an answer and went to the server.
    await waitFor(
      () =>
        expect(
          calls.some(
            (call) =>
              call.method === 'PUT' &&
              call.path === '/api/answer' &&
              (call.body as Record<string, string>).middle_name === 'Augusta',
          ),
        ).toBe(true),
      SLOW,
    );

    await user.click(navLink('About You'));
    expect(await screen.findByRole('heading', { level: 1, name: 'About You' }, SLOW)).toBeTruthy();
    // Shown again, not built anew: the very same field, with what was typed.
    const again = screen.getByRole('textbox', { name: label('middle_name') });
    expect(again).toBe(field);
    expect((again as HTMLInputElement).value).toBe('Augusta');
    expect(field.closest('[style*="display: none"]')).toBeNull();
    expect(screen.getByRole('main', { name: 'About You' })).toBeTruthy();
    await waitFor(() => expect(document.title).toMatch(/^About You \| /));
    // Not busy: every question of it is there already.
    expect(screen.getByRole('heading', { level: 1 }).closest('[aria-busy]')?.getAttribute('aria-busy')).toBe(
      'false',
    );
  }, 180_000);
});
