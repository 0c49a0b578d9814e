import { beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module: whether the first page was shown is the module's own state. */
async function freshLazy() {
  vi.resetModules();
  return import('./lazy');
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('afterFirstPage and firstPageShown', () => {
  let started: string[];
  beforeEach(() => {
    started = [];
  });
  const load = (name: string) => () => {
    started.push(name);
    return Promise.resolve();
  };

  it('waits for the first page, then starts each load in a task of its own', async () => {
    const lazy = await freshLazy();
    lazy.afterFirstPage(load('toast'));
    lazy.afterFirstPage(load('ripple'));
    lazy.afterFirstPage(load('summary'));
    await nextTask();
    expect(started).toEqual([]);

    lazy.firstPageShown();
    // Not in the task that showed the page.
    expect(started).toEqual([]);
    await nextTask();
    expect(started).toEqual(['toast']);
    await nextTask();
    expect(started).toEqual(['toast', 'ripple']);
    await nextTask();
    expect(started).toEqual(['toast', 'ripple', 'summary']);
  });

  it('starts a load asked for after the first page at once, and each load once', async () => {
    const lazy = await freshLazy();
    lazy.afterFirstPage(load('toast'));
    lazy.firstPageShown();
    lazy.firstPageShown();
    lazy.afterFirstPage(load('dialog'));
    expect(started).toEqual(['dialog']);
    await nextTask();
    await nextTask();
    expect(started).toEqual(['dialog', 'toast']);
  });

  it('ignores a failed load: the next ones still start', async () => {
    const lazy = await freshLazy();
    lazy.afterFirstPage(() => Promise.reject(new Error('dropped connection')));
    lazy.afterFirstPage(load('ripple'));
    lazy.firstPageShown();
    await nextTask();
    await nextTask();
    expect(started).toEqual(['ripple']);
  });
});
