import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { usePartner } from '../lib/partner';
import { stubFetch } from '../test/fetch-stub';
import { partnerFixture } from '../test/partner-fixture';
import { AppProvider } from './provider';

function PartnerName() {
  return <p>{usePartner().name}</p>;
}

describe('AppProvider', () => {
  it('shows the full-screen spinner until the partner settings arrive, fetched once', async () => {
    let answer: (value: { json: unknown }) => void = () => {};
    const calls = stubFetch(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    render(
      <AppProvider>
        <PartnerName />
      </AppProvider>,
    );
    expect(screen.getByRole('progressbar', { name: 'Loading the application' })).toBeTruthy();
    answer({ json: partnerFixture });
    expect(await screen.findByText('Demo University')).toBeTruthy();
    expect(calls.map((call) => call.path)).toEqual(['/public/partner']);
  });

  it('shows the root error page when the settings cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch(() => ({ status: 500, text: 'oops' }));
    render(
      <AppProvider>
        <PartnerName />
      </AppProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong.' })).toBeTruthy();
  });
});
