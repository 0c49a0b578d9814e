/** The start-up check of PARTNER: a broken partner stops the server, naming the partner, file and JSON path. */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { checkPartnerAtStart } from './files';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const root = mkdtempSync(join(tmpdir(), 'admit-start-'));
cpSync(join(repo, 'schemas'), join(root, 'schemas'), { recursive: true });
cpSync(join(repo, 'partners/demo'), join(root, 'partners/acme'), { recursive: true });
cpSync(join(repo, 'partners/demo'), join(root, 'partners/fresh'), { recursive: true });
const partnersDir = join(root, 'partners');

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('checkPartnerAtStart', () => {
  it('accepts a partner whose files pass the checker and that the manifest knows', () => {
    expect(() => checkPartnerAtStart(partnersDir, 'acme', ['acme', 'fresh'])).not.toThrow();
  });

  it('refuses a partner whose files fail the checker, naming the partner, the file and the JSON path', () => {
    const file = join(partnersDir, 'acme/catalogue.json');
    const overlay = JSON.parse(readFileSync(file, 'utf8'));
    overlay.pages.about = { ui: { 'ui:sections': [{ id: 'x', title: 'X', fields: ['shoe_size'] }] } };
    writeFileSync(file, JSON.stringify(overlay));
    expect(() => checkPartnerAtStart(partnersDir, 'acme', ['acme'])).toThrow(
      "Invalid catalogue for PARTNER 'acme' (npm run check:catalogue acme):\n  ERROR partners/acme/catalogue.json at /pages/about/ui/ui:sections/0/fields/0: ",
    );
  });

  it('refuses a partner folder the generated manifest does not know yet', () => {
    expect(() => checkPartnerAtStart(partnersDir, 'fresh', ['demo'])).toThrow(
      "Invalid catalogue for PARTNER 'fresh': partners/fresh/ is not in engine/generated/manifest.generated.ts: run npm run precompile",
    );
  });
});
