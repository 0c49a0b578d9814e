import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RouterLink } from './router-link';

function Where() {
  const location = useLocation();
  return <output>{`${location.pathname}${location.hash} ${JSON.stringify(location.state)}`}</output>;
}

function show(link: ReactNode) {
  render(
    <MemoryRouter initialEntries={['/about']}>
      {link}
      <Where />
    </MemoryRouter>,
  );
  return { link: screen.getByRole('link'), where: () => screen.getByRole('status').textContent };
}

describe('RouterLink', () => {
  it('is a link with the route’s address, and a plain click goes there with its state', () => {
    const { link, where } = show(
      <RouterLink to={{ pathname: '/education', hash: 'gpa' }} state={{ from: 'nav' }}>
        Education
      </RouterLink>,
    );
    expect(link.getAttribute('href')).toBe('/education#gpa');
    fireEvent.click(link);
    expect(where()).toBe('/education#gpa {"from":"nav"}');
  });

  it('leaves a click with a modifier key to the browser', () => {
    const { link, where } = show(<RouterLink to="/education">Education</RouterLink>);
    fireEvent.click(link, { ctrlKey: true });
    expect(where()).toBe('/about null');
  });

  it('runs the given onClick first, and stays where it is if that prevents the default', () => {
    const seen: string[] = [];
    const { link, where } = show(
      <RouterLink
        to="/education"
        onClick={(event) => {
          seen.push('clicked');
          event.preventDefault();
        }}
      >
        Education
      </RouterLink>,
    );
    fireEvent.click(link);
    expect(seen).toEqual(['clicked']);
    expect(where()).toBe('/about null');
  });

  it('calls a state given as a function at the click, and leaves a modified click to the browser', () => {
    let answers = { first_name: 'Ada' };
    const { link, where } = show(
      <RouterLink to="/signup" state={() => ({ answers })}>
        Create an account
      </RouterLink>,
    );
    fireEvent.click(link, { shiftKey: true });
    expect(where()).toBe('/about null');
    answers = { first_name: 'Augusta' };
    fireEvent.click(link);
    expect(where()).toBe('/signup {"answers":{"first_name":"Augusta"}}');
  });
});
