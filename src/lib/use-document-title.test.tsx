import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDocumentTitle } from './use-document-title';

const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

describe('useDocumentTitle', () => {
  it('names the document at once', () => {
    renderHook(() => useDocumentTitle('At once | Demo'));
    expect(document.title).toBe('At once | Demo');
  });

  it('after paint: names the document once the frame has painted, and the latest title wins', async () => {
    document.title = 'Before';
    const { rerender } = renderHook(({ title }) => useDocumentTitle(title, 'after-paint'), {
      initialProps: { title: 'First | Demo' },
    });
    expect(document.title).toBe('Before');
    rerender({ title: 'Second | Demo' });
    await act(frame);
    await act(frame);
    expect(document.title).toBe('Second | Demo');
  });
});
