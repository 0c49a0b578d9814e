import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary';

let shouldThrow = true;

function Fragile() {
  if (shouldThrow) throw new Error('boom');
  return <p>recovered</p>;
}

function Harness({ onReset }: { onReset: () => void }) {
  const [resets, setResets] = useState(0);
  return (
    <ErrorBoundary
      onReset={() => {
        onReset();
        setResets(resets + 1);
      }}
    >
      <Fragile />
    </ErrorBoundary>
  );
}

describe('ErrorBoundary', () => {
  it('shows the root error page, logs the error, and renders again after reset', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const onReset = vi.fn();
    render(<Harness onReset={onReset} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong.' })).toBeTruthy();
    expect(
      screen.getByText(
        'The issue that caused you to see this has been logged. We will get it fixed as soon as possible.',
      ),
    ).toBeTruthy();
    expect(log).toHaveBeenCalled();

    shouldThrow = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onReset).toHaveBeenCalledOnce();
    expect(screen.getByText('recovered')).toBeTruthy();
  });
});
