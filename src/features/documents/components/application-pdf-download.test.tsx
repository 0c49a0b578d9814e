import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogueSources } from '../../../../engine';
import { GENERIC_ERROR_MESSAGE } from '../../../lib/errors';
import { stubFetch } from '../../../test/fetch-stub';
import { ApplicationPdfDownload } from './application-pdf-download';
import {
  PDF_POLL_LOADING_MS,
  PDF_POLL_SETTLED_MS,
  PDF_RETRY_FIRST_MS,
  PDF_RETRY_MAX_MS,
} from './use-application-pdf';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function server(statuses: { status: string; url?: string | null }[]) {
  const answers = [...statuses];
  return stubFetch((request) =>
    request.path === '/api/pdf' ? { json: answers.shift() ?? { status: 'COMPLETED', url: '/pdf/2' } } : {},
  );
}
const polls = (calls: { path: string }[]) => calls.filter((call) => call.path === '/api/pdf').length;
/** The control's texts, as the catalogue words them (schemas/catalogue.json messages). */
const TEXTS = catalogueSources.index.messages;
const DOWNLOAD_PDF_LABEL = 'Download a PDF of your application';
const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('Download a PDF of your application (SPEC 9)', () => {
  it('polls every second while loading, then every 10 minutes, and links the PDF once COMPLETED', async () => {
    const calls = server([
      { status: 'UNPROCESSED', url: null },
      { status: 'IN_PROGRESS', url: null },
      { status: 'COMPLETED', url: '/api/pdf/application/r1' },
    ]);
    render(<ApplicationPdfDownload texts={TEXTS} />);
    await tick(0);
    expect(polls(calls)).toBe(1);
    expect(screen.getByRole('status').textContent).toBe('Preparing your PDF…');
    expect(screen.getByRole('button', { name: DOWNLOAD_PDF_LABEL }).hasAttribute('disabled')).toBe(true);
    await tick(PDF_POLL_LOADING_MS);
    expect(polls(calls)).toBe(2);
    await tick(PDF_POLL_LOADING_MS);
    expect(polls(calls)).toBe(3);
    const link = screen.getByRole('link', { name: DOWNLOAD_PDF_LABEL });
    expect(link.getAttribute('href')).toBe('/api/pdf/application/r1');
    expect(link.hasAttribute('download')).toBe(true);
    await tick(PDF_POLL_SETTLED_MS - 1);
    expect(polls(calls)).toBe(3);
    await tick(1);
    expect(polls(calls)).toBe(4);
    expect(PDF_POLL_LOADING_MS).toBe(1000);
    expect(PDF_POLL_SETTLED_MS).toBe(600_000);
  });

  it('shows the generic error when the PDF FAILED', async () => {
    server([{ status: 'FAILED', url: null }]);
    render(<ApplicationPdfDownload texts={TEXTS} />);
    await tick(0);
    expect(screen.getByText(GENERIC_ERROR_MESSAGE)).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('asks again soon after a check that got no answer, and at once back online, not in 10 minutes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let answers = 0;
    const calls = stubFetch((request) => {
      if (request.path !== '/api/pdf') return {};
      answers += 1;
      if (answers <= 3) throw new TypeError('Failed to fetch');
      return { json: { status: 'COMPLETED', url: '/api/pdf/application/r2' } };
    });
    render(<ApplicationPdfDownload texts={TEXTS} />);
    await tick(0);
    expect(polls(calls)).toBe(1);
    expect(screen.getByText(GENERIC_ERROR_MESSAGE)).toBeTruthy();
    await tick(PDF_RETRY_FIRST_MS);
    expect(polls(calls)).toBe(2);
    await tick(2 * PDF_RETRY_FIRST_MS);
    expect(polls(calls)).toBe(3);
    // Back online: asked at once, and the download is there.
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await tick(0);
    expect(polls(calls)).toBe(4);
    expect(screen.getByRole('link', { name: DOWNLOAD_PDF_LABEL }).getAttribute('href')).toBe(
      '/api/pdf/application/r2',
    );
    expect(PDF_RETRY_MAX_MS).toBeLessThan(PDF_POLL_SETTLED_MS);
  });

  it('asks nothing for an anonymous visitor', async () => {
    const calls = server([]);
    render(<ApplicationPdfDownload texts={TEXTS} enabled={false} />);
    await tick(5000);
    expect(polls(calls)).toBe(0);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("words the control and its status as the partner's catalogue does", async () => {
    server([
      { status: 'IN_PROGRESS', url: null },
      { status: 'COMPLETED', url: '/api/pdf/application/r3' },
    ]);
    render(<ApplicationPdfDownload texts={{ downloadPdf: 'Get my PDF', preparingPdf: 'Making it…' }} />);
    await tick(0);
    expect(screen.getByRole('status').textContent).toBe('Making it…');
    expect(screen.getByRole('button', { name: 'Get my PDF' }).hasAttribute('disabled')).toBe(true);
    await tick(PDF_POLL_LOADING_MS);
    expect(screen.getByRole('link', { name: 'Get my PDF' }).getAttribute('href')).toBe(
      '/api/pdf/application/r3',
    );
  });
});
