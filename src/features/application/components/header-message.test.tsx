import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { catalogueSources } from '../../../../engine';
import { initialSnapshot, type Snapshot } from '../state/web-status';
import { HeaderMessage, headerCase } from './header-message';

const loggedIn = (overrides: Partial<Snapshot>): Snapshot => ({
  ...initialSnapshot({
    username: 'ada@example.edu',
    last_page: null,
    successful_login: [{}],
    web_status: [],
  }),
  ...overrides,
});

function show(snapshot: Snapshot, answers: Record<string, string> = { first_name: 'Ada' }) {
  const view = render(
    <MemoryRouter>
      <HeaderMessage snapshot={snapshot} answers={answers} messages={catalogueSources.index.headerMessages} />
    </MemoryRouter>,
  );
  const text = screen.getByRole('region', { name: 'Welcome' }).textContent;
  return { text, unmount: view.unmount };
}

describe('header message (SPEC 1)', () => {
  it('picks one of the four cases', () => {
    expect(headerCase(initialSnapshot(undefined))).toBe('anonymous');
    expect(headerCase(loggedIn({ num_logins: 1, web_status: 'started' }))).toBe('first-login');
    expect(headerCase(loggedIn({ num_logins: 4, web_status: 'validating' }))).toBe('returning');
    expect(headerCase(loggedIn({ num_logins: 4, web_status: 'submitted' }))).toBe('submitted');
  });

  it('greets with the first name, or the preferred name when given', () => {
    const first = show(loggedIn({ num_logins: 1 }));
    expect(first.text).toContain('Welcome, Ada!');
    first.unmount();
    expect(
      show(loggedIn({ num_logins: 2 }), { first_name: 'Augusta', preferred_name: 'Ada' }).text,
    ).toContain('Welcome back, Ada!');
  });

  it('thanks a submitted applicant by first name (SPEC 1) and points to the last steps', () => {
    const { text } = show(loggedIn({ web_status: 'submitted' }), {
      first_name: 'Augusta',
      preferred_name: 'Ada',
    });
    expect(text).toContain('Thank you for applying, Augusta!');
    expect(text).toContain('last steps');
  });

  it('invites an anonymous visitor to browse, create an account or sign in', () => {
    expect(show(initialSnapshot(undefined), {}).text).toContain('Browse the application');
    expect(screen.getByRole('link', { name: 'create an account' }).getAttribute('href')).toBe('/signup');
    expect(screen.getByRole('link', { name: 'sign in' }).getAttribute('href')).toBe('/login');
  });

  it('has the sign-up link carry the answers there are when it is clicked, not when it rendered', async () => {
    const answers: Record<string, string> = { first_name: 'Ada' };
    function Signup() {
      const state = useLocation().state as { answers: Record<string, string> };
      return <output>{JSON.stringify(state.answers)}</output>;
    }
    render(
      <MemoryRouter>
        <Routes>
          <Route
            path="/"
            element={
              <HeaderMessage
                snapshot={initialSnapshot(undefined)}
                answers={{}}
                carried={() => answers}
                messages={catalogueSources.index.headerMessages}
              />
            }
          />
          <Route path="/signup" element={<Signup />} />
        </Routes>
      </MemoryRouter>,
    );
    answers.last_name = 'Lovelace';
    await userEvent.click(screen.getByRole('link', { name: 'create an account' }));
    expect(JSON.parse(screen.getByRole('status').textContent ?? '')).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
    });
  });
});
