import { afterEach, describe, expect, it, vi } from 'vitest';
import { type CatalogueSources, catalogueSources } from '../../engine';
import { stubFetch } from '../test/fetch-stub';
import { fetchCatalogueSources } from './catalogue-fetch';

const files = { base: '/assets/catalogue-base-1.json', demo: '/assets/catalogue-demo-2.json' };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the built app's catalogue fetch", () => {
  it("fetches the partner's file once, whoever asks, and the base's for a partner the build did not know", async () => {
    const calls = stubFetch(() => ({ json: catalogueSources }));
    const first = fetchCatalogueSources('demo', files);
    expect(fetchCatalogueSources('demo', files)).toBe(first);
    expect((await first).index).toEqual(catalogueSources.index);
    await fetchCatalogueSources('unknown-partner', files);
    expect(calls.map((call) => call.path)).toEqual([files.demo, files.base]);
  });

  it('marks an answered fetch settled, as use() reads it, so the engine is built without waiting', async () => {
    stubFetch(() => ({ json: catalogueSources }));
    const load = fetchCatalogueSources('lakeshore', { lakeshore: '/assets/catalogue-lakeshore-3.json' });
    expect(load).not.toHaveProperty('status');
    const sources = await load;
    expect(load).toMatchObject({ status: 'fulfilled', value: sources });
  });

  it('forgets a failed fetch, so that asking again (Try again) fetches anew', async () => {
    let status = 503;
    const calls = stubFetch(() => ({ status, json: catalogueSources as CatalogueSources }));
    await expect(fetchCatalogueSources('base', files)).rejects.toThrow('503');
    status = 200;
    await expect(fetchCatalogueSources('base', files)).resolves.toBeTruthy();
    expect(calls).toHaveLength(2);
  });

  it('refuses a partner when the build wrote no file at all', async () => {
    await expect(fetchCatalogueSources('northfield', {})).rejects.toThrow('no catalogue');
  });
});
