import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ServiceApplication } from '../../../engine/contract';
import { preloadRoutes } from '../../app/router';
import type { Partner } from '../../lib/partner';
import { stubFetch } from '../../test/fetch-stub';
import { partnerFixture } from '../../test/partner-fixture';
import { renderApp } from '../../test/render-app';

/** Rendering a whole catalogue page in jsdom takes seconds on a busy machine. */
const SLOW = { timeout: 30_000 };

/** GET /public/partner of a partner with a logo. */
const withLogo: Partner = {
  ...partnerFixture,
  name: 'Northfield College',
  logo: { alt: 'Northfield College', url: '/public/partner/logo?v=0123456789ab' },
};

const application: ServiceApplication = {
  answer: { first_name: 'Ada', last_name: 'Lovelace' },
  add_another: {},
  document_answer: {},
  tabs: {},
};

beforeAll(async () => {
  await preloadRoutes();
}, 120_000);

describe('the partner logo', () => {
  it('stands in the header in place of the name, as an image with its alt text', async () => {
    renderApp('/login', { partner: withLogo });
    const header = await screen.findByRole('banner', { name: 'Northfield College' }, SLOW);
    const logo = within(header).getByRole('img', { name: 'Northfield College' });
    expect(logo.tagName).toBe('IMG');
    expect(logo.getAttribute('src')).toBe('/public/partner/logo?v=0123456789ab');
    expect(header.textContent).toContain('Undergraduate Application');
    expect(header.querySelector('svg image, object, iframe, embed')).toBeNull();
  });

  it('gives way to the name for a partner without one', async () => {
    renderApp('/login');
    const header = await screen.findByRole('banner', { name: 'Demo University' }, SLOW);
    expect(within(header).queryByRole('img')).toBeNull();
    expect(header.textContent).toContain('Demo University');
  });

  it('heads the staff print view', async () => {
    stubFetch((request) =>
      request.path === '/service/tmp-pdf?service_token=good'
        ? { json: application }
        : { status: 500, json: { message: `unexpected call ${request.method} ${request.path}` } },
    );
    renderApp({ pathname: '/about', search: '?service_token=good' }, { partner: withLogo });
    const main = await screen.findByRole('main', { name: 'Undergraduate Application' }, SLOW);
    const logo = within(main).getByRole('img', { name: 'Northfield College' });
    expect(logo.getAttribute('src')).toBe('/public/partner/logo?v=0123456789ab');
    expect(within(main).getByText('Application of Ada Lovelace', { exact: false })).toBeTruthy();
  });
});
