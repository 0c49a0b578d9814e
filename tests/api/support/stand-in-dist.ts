/**
 * A stand-in for the built client (dist/, as `npm run build` writes it) in a temporary folder:
 * the tests of what the server makes of a build choose the index.html, assets and manifest it
 * reads, without running Vite.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { type StartOptions, startApp, type TestApp } from './harness';

/** The stand-in's files by their path inside dist/: index.html, and any others the test reads. */
export type DistFiles = { 'index.html': string } & Record<string, string | Uint8Array>;

/** Starts the app on SQLite over a stand-in dist/ holding `files`; its close() removes the stand-in too. */
export async function startAppOnDist(
  files: DistFiles,
  options: Omit<StartOptions, 'distDir'> = {},
): Promise<TestApp> {
  const dist = mkdtempSync(join(tmpdir(), 'admit-dist-'));
  const remove = () => rmSync(dist, { recursive: true, force: true });
  try {
    for (const [path, content] of Object.entries(files)) {
      mkdirSync(dirname(join(dist, path)), { recursive: true });
      writeFileSync(join(dist, path), content);
    }
    const t = await startApp({ name: 'sqlite' }, { ...options, distDir: dist });
    return {
      ...t,
      async close() {
        await t.close();
        remove();
      },
    };
  } catch (error) {
    remove();
    throw error;
  }
}
