import { describe, expect, it } from 'vitest';
import { browserEngine, loadBrowserEngine } from './engine';

describe("the browser's engine", () => {
  it('is at hand at once where the catalogue came with the code, and the same engine each time', () => {
    const load = loadBrowserEngine('lakeshore') as Promise<unknown> & { status?: string; value?: unknown };
    // Settled as React's use() reads it: the form renders without suspending.
    expect(load.status).toBe('fulfilled');
    expect(load.value).toBe(browserEngine('lakeshore'));
    expect((load.value as ReturnType<typeof browserEngine>).catalogue.partnerId).toBe('lakeshore');
  });
});
