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

  it('starts a partner whatever another partner folder holds', () => {
    const odd = join(partnersDir, 'oddcolours');
    cpSync(join(partnersDir, 'fresh'), odd, { recursive: true });
    const settings = JSON.parse(readFileSync(join(odd, 'partner.json'), 'utf8'));
    settings.theme.primary = 'rgb(11, 61, 110)';
    writeFileSync(join(odd, 'partner.json'), JSON.stringify(settings));
    try {
      expect(() => checkPartnerAtStart(partnersDir, 'fresh', ['fresh', 'oddcolours'])).not.toThrow();
      expect(() => checkPartnerAtStart(partnersDir, 'oddcolours', ['fresh', 'oddcolours'])).toThrow(
        "Invalid catalogue for PARTNER 'oddcolours' (npm run check:catalogue oddcolours):\n  ERROR partners/oddcolours/partner.json at /theme/primary: must match pattern",
      );
    } finally {
      rmSync(odd, { recursive: true, force: true });
    }
  });

  it('refuses a logo start-up would refuse, at partner.json /logo/file', () => {
    const file = join(partnersDir, 'fresh/partner.json');
    const original = readFileSync(file, 'utf8');
    const settings = JSON.parse(original);
    settings.logo = { file: 'logo.svg', alt: 'Fresh College' };
    writeFileSync(file, JSON.stringify(settings));
    writeFileSync(
      join(partnersDir, 'fresh/logo.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>',
    );
    try {
      expect(() => checkPartnerAtStart(partnersDir, 'fresh', ['fresh'])).toThrow(
        'ERROR partners/fresh/partner.json at /logo/file: The logo cannot be used, and the server would not start: logo.svg: the SVG holds an event handler attribute (on...).',
      );
    } finally {
      writeFileSync(file, original);
      rmSync(join(partnersDir, 'fresh/logo.svg'));
    }
  });
});
