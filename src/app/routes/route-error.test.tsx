import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { RouteError } from './route-error';

let broken = true;

function Fragile() {
  if (broken) throw new Error('render failed');
  return <h1>Working again</h1>;
}

describe('RouteError', () => {
  it("shows the root error page for a route's error, logs it, and renders the route again on 'Try again'", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter(
      [{ path: '/about', element: <Fragile />, errorElement: <RouteError /> }],
      {
        initialEntries: ['/about'],
      },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong.' })).toBeTruthy();
    expect(log).toHaveBeenCalled();

    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Working again' })).toBeTruthy();
  });
});
