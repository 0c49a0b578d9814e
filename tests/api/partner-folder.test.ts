/**
 * A partner is a folder: copy partners/demo to a new folder, change a label and remove a
 * question in its catalogue.json, run the precompile step, and the server serves both
 * changes (the catalogue its print view and PDF draw from, and its validation), without
 * a line of TypeScript. Everything happens in a temporary copy of schemas/ and partners/,
 * generated into that folder too, so the repository and other tests never see it.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CatalogueManifest, presentAnswers } from '../../engine/index';
import { precompile } from '../../scripts/precompile-validators';
import { runChecker } from '../../server/catalogue/files';
import { call, newApplicant, setClockToFixtureDay } from './support/application';
import { databases, startApp, type TestApp } from './support/harness';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const root = mkdtempSync(join(tmpdir(), 'admit-partner-'));
const LABEL = 'Given name, as Temporary College writes it';

/** The temporary partner "tempco": demo's folder with first_name relabelled and gender removed. */
function writeTemporaryPartner(): void {
  cpSync(join(repo, 'schemas'), join(root, 'schemas'), { recursive: true });
  cpSync(join(repo, 'partners/demo'), join(root, 'partners/tempco'), { recursive: true });
  const file = join(root, 'partners/tempco/catalogue.json');
  const overlay = JSON.parse(readFileSync(file, 'utf8'));
  overlay.pages.about = { schema: { properties: { first_name: { title: LABEL }, gender: null } } };
  writeFileSync(file, JSON.stringify(overlay, null, 2));
  const settingsFile = join(root, 'partners/tempco/partner.json');
  const settings = JSON.parse(readFileSync(settingsFile, 'utf8'));
  writeFileSync(settingsFile, JSON.stringify({ ...settings, name: 'Temporary College' }, null, 2));
}

let catalogue: CatalogueManifest;

beforeAll(async () => {
  writeTemporaryPartner();
  precompile({ root, out: join(root, 'generated') });
  catalogue = (await import(
    /* @vite-ignore */ pathToFileURL(join(root, 'generated/manifest.generated.ts')).href
  )) as CatalogueManifest;
}, 120_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('a new partner folder, with no TypeScript', () => {
  it('passes the catalogue checker and is in its generated manifest', () => {
    expect(runChecker(root, ['tempco']).filter((finding) => finding.level === 'error')).toEqual([]);
    expect(catalogue.partnerIds).toEqual(['tempco']);
    expect(Object.keys(catalogue.validators).sort()).toEqual(['base', 'tempco']);
  });
});

describe.each(databases)('the server of the new partner on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(target, {
      env: { PARTNER: 'tempco' },
      partnersDir: join(root, 'partners'),
      catalogue,
    });
    setClockToFixtureDay(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('serves its settings and draws the changed label in the print view and the PDF', async () => {
    const settings = await t.app.inject({ method: 'GET', url: '/public/partner' });
    expect(settings.json()).toMatchObject({ id: 'tempco', name: 'Temporary College' });
    const about = presentAnswers(t.app.engine, { first_name: 'Ada', gender: 'F' }, {})[0];
    const items = about?.sections.flatMap((section) => section.items) ?? [];
    expect(items.find((item) => item.key === 'first_name')?.label).toBe(LABEL);
    expect(items.some((item) => item.key === 'gender')).toBe(false);
  });

  it('refuses an answer to the removed question and no longer requires it at submit', async () => {
    const ada = await newApplicant(t);
    const removed = await call(t.app, 'PUT', '/api/answer', ada.cookie, { gender: 'F' });
    expect(removed.statusCode).toBe(422);
    expect(removed.json().message).toContain('gender');
    const kept = await call(t.app, 'PUT', '/api/answer', ada.cookie, { first_name: 'Ada' });
    expect(kept.statusCode, kept.body).toBe(200);
    const submit = await call(t.app, 'POST', '/api/submit', ada.cookie);
    expect(submit.statusCode).toBe(422);
    const { errors } = submit.json();
    expect(errors.last_name).toEqual(['This question is required.']);
    expect(errors).not.toHaveProperty('gender');
    expect(errors).not.toHaveProperty('first_name');
  });
});
