/**
 * What renders the top navigation's tabs again (issue 16): a tab renders when its own look
 * changes, not for a page change elsewhere, nor for a new count of the same progress. Each
 * tab renders its progress mark once per render of its own; the real mark, wrapped to count
 * its renders by page, is the probe.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { COMPLETE_APPLICATION, COMPLETE_CONTEXT } from '../../../../engine/testing/complete-application';
import type { PageProgress } from '../../../../engine/validation/progress';
import { preloadRoutes } from '../../../app/router';
import { browserEngine } from '../../../lib/engine';
import { applicationApi, profileFixture } from '../../../test/application-api';
import { setLoggedInCookie } from '../../../test/cookies';
import { stubFetch } from '../../../test/fetch-stub';
import { currentLocation, renderApp } from '../../../test/render-app';
import { PROGRESS_DELAY_MS } from '../state/use-progress';

const renders = vi.hoisted(() => new Map<string, number>());

vi.mock('../../../components/progress/progress-mark', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../components/progress/progress-mark')>();
  return {
    ...original,
    ProgressMark: (props: Parameters<typeof original.ProgressMark>[0]) => {
      const page = props.progress?.page ?? '(none)';
      renders.set(page, (renders.get(page) ?? 0) + 1);
      return original.ProgressMark(props);
    },
  };
});

const SLOW = { timeout: 30_000 };
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const { catalogue } = browserEngine('demo');
const pathOf = (id: string) => catalogue.pages.find((page) => page.id === id)?.path ?? '';
const titleOf = (id: string) => catalogue.pages.find((page) => page.id === id)?.title ?? '';

beforeAll(async () => {
  await preloadRoutes();
}, 120_000);

function navLink(title: string) {
  const nav = screen.getByRole('navigation', { name: 'Application sections' });
  return within(nav).getByRole('link', { name: new RegExp(`^${literal(title)}`) });
}

/** The marks' renders since `before`, by the page each tab shows (ProgressMark's progress names it). */
function since(before: Map<string, number>): Record<string, number> {
  return Object.fromEntries(
    catalogue.pages.map((page) => [page.id, (renders.get(page.id) ?? 0) - (before.get(page.id) ?? 0)]),
  );
}

describe('the top navigation renders a tab again only when its look changes', () => {
  it('renders the two tabs a page change moves the current page between, and not for a new count of the same progress', async () => {
    const [first, second, third] = catalogue.pages.map((page) => page.id);
    if (!first || !second || !third) throw new Error('the demo catalogue has three pages');
    setLoggedInCookie();
    stubFetch(
      applicationApi(
        profileFixture({
          answer: { ...COMPLETE_APPLICATION, last_name: '' },
          web_status: [{ web_status: 'started' }],
        }),
        {
          'GET /api/add-another': () => ({ json: COMPLETE_CONTEXT.addAnother }),
          'GET /api/tabs': () => ({ json: COMPLETE_CONTEXT.tabs }),
        },
      ),
    );
    const { user, router } = renderApp(pathOf(first));
    await waitFor(() => expect(navLink(titleOf(first)).textContent).toMatch(/1, 1 required/), SLOW);
    expect(navLink(titleOf(third)).textContent).toMatch(/complete$/);

    // Typing into an optional question: the progress is counted again after the pause, with the
    // same figures, and no tab renders.
    let before = new Map(renders);
    const middleName = catalogue.questions.get('middle_name')?.schema.title ?? '';
    await user.type(
      await screen.findByLabelText(new RegExp(`^${literal(middleName)}`), undefined, SLOW),
      'K',
    );
    await new Promise((resolve) => setTimeout(resolve, PROGRESS_DELAY_MS * 3));
    expect(since(before)).toEqual({ [first]: 0, [second]: 0, [third]: 0 });

    // A page change: the tab left and the tab reached render (their aria-current), the third does not.
    before = new Map(renders);
    await user.click(navLink(titleOf(second)));
    await waitFor(() => expect(currentLocation(router).pathname).toBe(pathOf(second)), SLOW);
    expect(await screen.findByRole('heading', { level: 1, name: titleOf(second) }, SLOW)).toBeTruthy();
    await waitFor(() => expect(navLink(titleOf(second)).getAttribute('aria-current')).toBe('page'), SLOW);
    expect(navLink(titleOf(first)).getAttribute('aria-current')).toBeNull();
    const changed = since(before);
    expect(changed[third]).toBe(0);
    expect(changed[first]).toBeGreaterThanOrEqual(1);
    expect(changed[second]).toBeGreaterThanOrEqual(1);

    // An answer that changes a count renders that tab, and only it.
    await user.click(navLink(titleOf(first)));
    const lastName = catalogue.questions.get('last_name')?.schema.title ?? '';
    const field = await screen.findByLabelText(new RegExp(`^${literal(lastName)}`), undefined, SLOW);
    await waitFor(() => expect(navLink(titleOf(first)).getAttribute('aria-current')).toBe('page'), SLOW);
    before = new Map(renders);
    await user.type(field, 'Lovelace');
    await waitFor(() => expect(navLink(titleOf(first)).textContent).toMatch(/complete$/), SLOW);
    const counted = since(before);
    expect(counted[first]).toBeGreaterThanOrEqual(1);
    expect(counted[second]).toBe(0);
    expect(counted[third]).toBe(0);
  }, 120_000);
});

// The probe's own check: the wrapped mark is the one the tabs render, and it counts.
describe('the probe', () => {
  it('counts a mark rendered with a page', async () => {
    const { ProgressMark } = await import('../../../components/progress/progress-mark');
    const progress: PageProgress = { page: 'probe', complete: true, remaining: 0 };
    expect(ProgressMark({ progress, messages: catalogue.index.messages })).not.toBeNull();
    expect(renders.get('probe')).toBe(1);
  });
});
