import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Answers } from '../../engine';
import { fakeLookup } from '../testing/fake-lookup';
import { WidgetHarness } from '../testing/harness';
import { preloadAutocomplete } from './autocomplete-widget';
import { createFetchLookup } from './lookup';

const keys = ['hs_name', 'hs_city', 'hs_country'];

// MUI's listbox and jsdom's role queries are slow on a shared machine; the debounce adds 200 ms.
configure({ asyncUtilTimeout: 4000 });

function setup(answers: Answers = {}, lookup = fakeLookup()) {
  let latest: Answers = answers;
  render(
    <WidgetHarness
      keys={keys}
      answers={answers}
      lookup={lookup}
      onAnswers={(next) => (latest = next)}
      viewer="loggedIn"
    />,
  );
  return { input: screen.getByRole('combobox', { name: 'High school name' }), answers: () => latest, lookup };
}

// Before any intent the page shows the light stage; these run first, while it is not loaded.
describe('autocomplete widget before its interactive stage loads', () => {
  it('shows the stored answer in a combobox input with its label, help and manual-entry note', () => {
    render(
      <WidgetHarness keys={['hs_name']} answers={{ hs_name: 'Kitchen Table Academy' }} viewer="loggedIn" />,
    );
    const input = screen.getByRole('combobox', { name: 'High school name' }) as HTMLInputElement;
    expect(input.value).toBe('Kitchen Table Academy');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('dir')).toBe('auto');
    const note = screen.getByText(/You entered your own school/);
    expect(input.getAttribute('aria-describedby')).toEqual(expect.stringContaining(note.id));
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('loads on focus and hands over focus and what was typed, which it searches at once', async () => {
    const { answers } = setup();
    const light = screen.getByRole('combobox', { name: 'High school name' });
    await userEvent.type(light, 'saint');
    // The interactive stage replaced the input, kept focus and the text, and searched it.
    // The stage is a lazy chunk: on a busy machine its import alone can take seconds.
    expect(
      await screen.findByRole('option', { name: /École Saint-Louis/ }, { timeout: 15_000 }),
    ).toBeTruthy();
    const input = screen.getByRole('combobox', { name: 'High school name' }) as HTMLInputElement;
    expect(document.activeElement).toBe(input);
    expect(input.value).toBe('saint');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('dir')).toBe('auto');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(answers().hs_ceeb).toBe('330789'));
  });
});

describe('autocomplete widget', () => {
  beforeAll(async () => {
    await preloadAutocomplete();
  });

  it('is operable by keyboard and fills the related keys from the lookup by id', async () => {
    const { input, answers } = setup();
    await userEvent.type(input, 'saint');
    await screen.findByRole('option', { name: /École Saint-Louis/ });
    expect(screen.getByText('2 result(s) available')).toBeTruthy();
    expect(input.getAttribute('aria-expanded')).toBe('true');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(answers().hs_ceeb).toBe('330789'));
    expect(answers()).toMatchObject({
      hs_name: 'École Saint-Louis',
      hs_city: 'Montréal',
      hs_country_desc: 'Canada',
    });
    expect(screen.queryByText(/You entered your own school/)).toBeNull();
  });

  it('keeps typed text with Use: "…", clearing related keys and showing the manual-entry note', async () => {
    const { input, answers } = setup({
      hs_name: 'Lincoln High School',
      hs_ceeb: '140123',
      hs_city: 'Springfield',
    });
    await userEvent.clear(input);
    expect(answers()).toMatchObject({ hs_name: '', hs_ceeb: '', hs_city: '' });
    await userEvent.type(input, 'Kitchen Table Academy');
    await userEvent.click(await screen.findByRole('option', { name: 'Use: "Kitchen Table Academy"' }));
    expect(answers()).toMatchObject({ hs_name: 'Kitchen Table Academy', hs_ceeb: '', hs_city: '' });
    const note = screen.getByText(/You entered your own school/);
    expect(input.getAttribute('aria-describedby')).toEqual(expect.stringContaining(note.id));
  });

  it('stores the chosen label when the lookup by id fails', async () => {
    const lookup = fakeLookup();
    lookup.find = () => Promise.reject(new Error('down'));
    const { input, answers } = setup({}, lookup);
    await userEvent.type(input, 'park');
    await userEvent.click(await screen.findByRole('option', { name: /Lincoln Park Academy/ }));
    await waitFor(() => expect(answers().hs_name).toBe('Lincoln Park Academy'));
    expect(answers().hs_ceeb ?? '').toBe('');
  });

  it('says No options when nothing is typed and Escape closes the list', async () => {
    const { input } = setup();
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}');
    expect(await screen.findByText('No options')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('offers Create "x" when the ui asks for it', async () => {
    const lookup = fakeLookup();
    render(<WidgetHarness keys={['address_line_1']} lookup={lookup} viewer="anonymous" />);
    const input = screen.getByRole('combobox', { name: 'Street address' });
    await userEvent.type(input, '100 college');
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByRole('option', { name: /100 College Avenue/ })).toBeTruthy();
    expect(within(listbox).getByRole('option', { name: 'Use: "100 college"' })).toBeTruthy();
  });
});

describe('createFetchLookup', () => {
  it('asks GET /lookup/find with text, category and max_results=5, and by id', async () => {
    const fetchFn = vi.fn(
      async (url: string) =>
        new Response(JSON.stringify(url.includes('id=') ? { hs_ceeb: 1 } : [{ id: '1', text: 'A' }])),
    );
    const lookup = createFetchLookup(fetchFn as unknown as typeof fetch);
    await expect(lookup.search('Saint Louis', 'hs_ceeb')).resolves.toEqual([{ id: '1', text: 'A' }]);
    expect(fetchFn.mock.calls[0]?.[0]).toBe('/lookup/find?text=Saint+Louis&category=hs_ceeb&max_results=5');
    await expect(lookup.find('140123', 'hs_ceeb')).resolves.toEqual({ hs_ceeb: '1' });
    expect(fetchFn.mock.calls[1]?.[0]).toBe('/lookup/find?id=140123&category=hs_ceeb');
  });

  it('turns a failed search into an empty list', async () => {
    const lookup = createFetchLookup(
      (async () => new Response('no', { status: 500 })) as unknown as typeof fetch,
    );
    await act(async () => expect(await lookup.search('x', 'hs_ceeb')).toEqual([]));
    await expect(lookup.find('1', 'hs_ceeb')).rejects.toThrow();
  });
});
