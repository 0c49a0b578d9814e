import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { browserEngine } from '../../../lib/engine';
import { groupMissing, ValidationSummary } from './validation-summary';

/** SPEC 2's title of the validation summary. */
const SUMMARY_TITLE = "We're missing some information!";

const { catalogue } = browserEngine('demo');
const missing = [
  { page: 'about', key: 'first_name', anchor: '/about#first_name' },
  { page: 'final-steps', key: 'legal_agree', anchor: '/final-steps#legal_agree' },
  { page: 'about', key: 'gender', anchor: '/about#gender' },
];

function show(items = missing) {
  return render(
    <MemoryRouter>
      <ValidationSummary catalogue={catalogue} missing={items} focusSignal={0} />
    </MemoryRouter>,
  );
}

describe('validation summary (SPEC 2)', () => {
  it('groups the missing questions by page in catalogue order, titled by the question', () => {
    expect(
      groupMissing(catalogue, missing).map((group) => [group.title, group.items.map((item) => item.key)]),
    ).toEqual([
      ['About You', ['first_name', 'gender']],
      ['Submit', ['legal_agree']],
    ]);
  });

  it("shows 'We're missing some information!' with a link to /{page}#{key} per question", () => {
    show();
    const summary = screen.getByRole('region', { name: SUMMARY_TITLE });
    const about = within(summary).getByRole('region', { name: 'Missing on About You' });
    const links = within(about).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/about#first_name', '/about#gender']);
    expect(
      within(summary)
        .getByRole('link', { name: /complete and true/ })
        .getAttribute('href'),
    ).toBe('/final-steps#legal_agree');
    expect(summary.textContent).toContain('Missing items are highlighted on each page');
  });

  it("links 'either a home or cell phone' to every phone that answers it", () => {
    show([{ page: 'about', key: 'phone_home', anchor: '/about#phone_home' }]);
    const item = screen.getByRole('listitem');
    expect(
      within(item)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      [catalogue.questions.get('phone_home')?.schema.title, '/about#phone_home'],
      [catalogue.questions.get('phone_mobile')?.schema.title, '/about#phone_mobile'],
      [catalogue.questions.get('phone_international')?.schema.title, '/about#phone_international'],
    ]);
    expect(item.textContent).toMatch(/ or .* or /);
  });

  it('is not there when nothing is missing', () => {
    show([]);
    expect(screen.queryByRole('region', { name: SUMMARY_TITLE })).toBeNull();
  });
});
