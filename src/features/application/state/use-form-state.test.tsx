import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { catalogueSources, createEngine } from '../../../../engine';
import { useChooseTab } from './use-form-state';

describe('switching a tabs question', () => {
  it("refuses with the save status's own words when the answers cannot be saved, changing nothing", async () => {
    const engine = createEngine('demo', { sources: catalogueSources });
    const setAnswers = vi.fn();
    const keepTab = vi.fn();
    const { result } = renderHook(() =>
      useChooseTab({
        engine,
        loggedIn: true,
        flush: async () => false,
        current: { current: {} },
        setAnswers,
        keepTab,
      }),
    );
    await expect(result.current('test_scores', 'upload')).rejects.toThrow(
      'Not saved yet: your answers are kept on this device and we keep trying',
    );
    expect(setAnswers).not.toHaveBeenCalled();
    expect(keepTab).not.toHaveBeenCalled();
  });
});
