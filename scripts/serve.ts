/**
 * The production start (`npm run serve`): the server on the client built beforehand (in
 * CI or an image: `npm run build`), without building, so that an install without
 * devDependencies (`npm ci --omit=dev`) starts. Refuses to start without the build, which
 * would otherwise serve the API and no page.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_DIST_DIR } from '../server/plugins/static';

if (!existsSync(join(DEFAULT_DIST_DIR, 'index.html'))) {
  console.error(
    `No built client in ${DEFAULT_DIST_DIR}: run \`npm run build\` (with devDependencies) first and ship dist/ with the app.`,
  );
  process.exit(1);
}
await import('../server/main');
