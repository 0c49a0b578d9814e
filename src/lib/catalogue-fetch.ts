/**
 * The build's catalogueSourcesFor (vite.config.ts, catalogueAsJson): fetches the
 * partner's catalogue from the JSON file the build wrote for it (an immutable, hashed
 * address), or the base catalogue's for a partner the build did not know.
 */
import type { CatalogueSources } from '../../engine';

async function fetchOnce(url: string): Promise<CatalogueSources> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`The catalogue could not be loaded (${response.status}).`);
  return (await response.json()) as CatalogueSources;
}

const loads = new Map<string, Promise<CatalogueSources>>();

/**
 * One fetch per partner and page load, whoever asks first, marked settled once it has
 * answered; a failed one is forgotten, so a retry fetches anew.
 */
export function fetchCatalogueSources(
  partnerId: string,
  files: Readonly<Record<string, string>>,
): Promise<CatalogueSources> {
  let load = loads.get(partnerId);
  if (!load) {
    const url = files[partnerId] ?? files.base;
    if (!url)
      return Promise.reject(new Error(`The build wrote no catalogue for the partner "${partnerId}".`));
    const fetching = fetchOnce(url);
    // Marked settled as React's use() reads it: a page rendered after the catalogue came
    // (a staff link's print view, src/app/router.tsx) builds its engine in the same render.
    fetching.then(
      (value) => Object.assign(fetching, { status: 'fulfilled', value }),
      () => loads.delete(partnerId),
    );
    load = fetching;
    loads.set(partnerId, load);
  }
  return load;
}
