import { fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './route-error';

let broken = true;

function Fragile() {
  if (broken) throw new Error('render failed');
  return <h1>Working again</h1>;
}

function renderRoutes() {
  return render(
    <MemoryRouter initialEntries={['/about']}>
      <Link to="/help">Help</Link>
      <RouteErrorBoundary>
        <Routes>
          <Route path="/about" element={<Fragile />} />
          <Route path="/help" element={<h1>Help page</h1>} />
        </Routes>
      </RouteErrorBoundary>
    </MemoryRouter>,
  );
}

describe('RouteErrorBoundary', () => {
  it("shows the root error page for a route's error, logs it, and renders the route again on 'Try again'", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    broken = true;
    renderRoutes();
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong.' })).toBeTruthy();
    expect(log).toHaveBeenCalled();

    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Working again' })).toBeTruthy();
    log.mockRestore();
  });

  it('clears the error when the applicant moves to another location', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    broken = true;
    renderRoutes();
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong.' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Help' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Help page' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Something went wrong.' })).toBeNull();
    log.mockRestore();
  });
});
