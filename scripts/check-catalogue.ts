/**
 * `npm run check:catalogue [partner]`: checks the catalogue files on disk against
 * their meta-schemas (schemas/meta/) and against each other (engine/check), prints
 * each finding with its file and JSON path, and exits non-zero on any error.
 * Without a partner it checks the base catalogue and every partner in partners/; with
 * partners, the base catalogue and those partners' folders only (another partner's broken
 * folder does not fail `npm run check:catalogue demo`).
 */
import { fileURLToPath } from 'node:url';
import { formatFinding, runChecker } from '../server/catalogue/files';

export { formatFinding, readCatalogue, runChecker } from '../server/catalogue/files';

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const findings = runChecker(root, process.argv.slice(2));
  for (const finding of findings) console.error(formatFinding(finding));
  const errors = findings.filter((finding) => finding.level === 'error').length;
  const warnings = findings.length - errors;
  console.log(`Catalogue check: ${errors} error(s), ${warnings} warning(s).`);
  process.exit(errors > 0 ? 1 : 0);
}
