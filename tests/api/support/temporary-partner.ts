/**
 * A new partner made the way staff make one: partners/demo copied to partners/tempco, a
 * label changed and a question removed in its catalogue.json, then `npm run precompile`.
 * All of it in a temporary folder (a copy of schemas/ beside it, the generated files in
 * it), so the repository and the tests running beside it never see the partner.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { CatalogueManifest } from '../../../engine/index';
import { precompile } from '../../../scripts/precompile-validators';

export const REPO = fileURLToPath(new URL('../../..', import.meta.url));
export const TEMPORARY_PARTNER = 'tempco';
/** first_name's new label. */
export const CHANGED_LABEL = 'Given name, as Temporary College writes it';
/** The question removed (required in the base catalogue). */
export const REMOVED_KEY = 'gender';

/** The application's own texts the partner words its way (the base catalogue's messages, by name). */
export const WORDED_MESSAGES = {
  saveAndContinue: 'Save, then go on',
  account: 'My Temporary College account',
  privacyPolicyBody: '{partner} keeps your application for two years, then deletes it.',
  mailConfirmSubject: 'Welcome to {partner}: the code you asked for',
  mailConfirmBody: 'Welcome to {partner}!\n\nType this code on the page you came from:\n\n{code}',
};

/** Contacts longer than a 320 px line, which the footer and the Help dialog must wrap. */
export const LONG_CONTACTS = {
  help_email: 'undergraduateadmissiontechnicalhelp@temporarycollege.example.edu',
  phone: '+1 (217) 555-0100 extension 4417, then 2 for undergraduate admission',
};

export interface TemporaryPartner {
  /** The folder holding schemas/, partners/tempco/ and generated/. */
  root: string;
  partnersDir: string;
  /** The manifest the precompile step wrote for it. */
  catalogue: CatalogueManifest;
  remove(): void;
}

export async function createTemporaryPartner(): Promise<TemporaryPartner> {
  const root = mkdtempSync(join(tmpdir(), 'admit-partner-'));
  try {
    cpSync(join(REPO, 'schemas'), join(root, 'schemas'), { recursive: true });
    const folder = join(root, 'partners', TEMPORARY_PARTNER);
    cpSync(join(REPO, 'partners/demo'), folder, { recursive: true });
    const overlayFile = join(folder, 'catalogue.json');
    const overlay = JSON.parse(readFileSync(overlayFile, 'utf8'));
    overlay.pages.about = {
      schema: { properties: { first_name: { title: CHANGED_LABEL }, [REMOVED_KEY]: null } },
    };
    overlay.dataModel = { keys: { [REMOVED_KEY]: null } };
    overlay.messages = { ...overlay.messages, ...WORDED_MESSAGES };
    writeFileSync(overlayFile, JSON.stringify(overlay, null, 2));
    const settingsFile = join(folder, 'partner.json');
    const settings = JSON.parse(readFileSync(settingsFile, 'utf8'));
    writeFileSync(
      settingsFile,
      JSON.stringify({ ...settings, ...LONG_CONTACTS, name: 'Temporary College' }, null, 2),
    );
    precompile({ root, out: join(root, 'generated') });
    const catalogue = (await import(
      /* @vite-ignore */ pathToFileURL(join(root, 'generated/manifest.generated.ts')).href
    )) as CatalogueManifest;
    return {
      root,
      partnersDir: join(root, 'partners'),
      catalogue,
      remove: () => rmSync(root, { recursive: true, force: true }),
    };
  } catch (error) {
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
}
