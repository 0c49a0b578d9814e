/**
 * Each partner's catalogue as the built app fetches it ('base' included), as one JSON
 * object by partner id on stdout: vite.config.ts (catalogueAsJson) runs this and writes
 * each as a file of its own. A script of its own so that the Vite config does not load
 * the engine and the server's catalogue reader itself. The folder read (with schemas/ and
 * partners/) is the argument, the repository's by default.
 */
import { fileURLToPath } from 'node:url';
import { partnerSources } from '../engine/catalogue/browser-sources';
import type { CatalogueSources } from '../engine/catalogue/types';
import { formatFinding, readCatalogue } from '../server/catalogue/files';

/** The catalogue under `root`, one partner at a time; throws on a file that cannot be read. */
export function browserCatalogues(root: string): Record<string, CatalogueSources> {
  const { sources, findings } = readCatalogue(root);
  if (findings.length > 0) throw new Error(findings.map(formatFinding).join('\n'));
  const ids = ['base', ...Object.keys(sources.partners)];
  return Object.fromEntries(ids.map((id) => [id, partnerSources(sources, id)]));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const root = process.argv[2] ?? fileURLToPath(new URL('..', import.meta.url));
    process.stdout.write(JSON.stringify(browserCatalogues(root)));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
