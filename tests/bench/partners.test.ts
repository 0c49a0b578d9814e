/** The phone bench's plan of each shipped partner, read from partners/ and each catalogue. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueSources, loadCatalogue } from '../../engine/index';
import { partnerFolders } from '../../server/catalogue/files';
import { answerKeys } from '../../server/routes/application/catalogue';
import { partnerPlans, planFor, type Samples } from './partners';

const FULL: Samples = { keystrokes: 120, pageChanges: 10, printLoads: 5, lighthouseRuns: 3 };
const FEWER: Samples = { keystrokes: 60, pageChanges: 5, printLoads: 3, lighthouseRuns: 3 };

describe('the phone bench plans', () => {
  it('plans every folder of partners/, the default partner first with the full samples', () => {
    const plans = partnerPlans(FULL, FEWER);
    expect(plans.map((plan) => plan.id).sort()).toEqual(partnerFolders(process.cwd()));
    expect(plans.length).toBeGreaterThanOrEqual(3);
    expect(plans[0]).toMatchObject({ id: 'demo', samples: FULL });
    for (const plan of plans.slice(1)) expect(plan.samples).toBe(FEWER);
  });

  it('discovers the partners from the folder, not from a list in code', () => {
    const root = mkdtempSync(join(tmpdir(), 'admit-bench-partners-'));
    try {
      for (const id of ['northfield', 'lakeshore']) {
        mkdirSync(join(root, 'partners', id), { recursive: true });
        writeFileSync(join(root, 'partners', id, 'partner.json'), '{}');
      }
      mkdirSync(join(root, 'partners', 'no-settings'));
      expect(partnerPlans(FULL, FEWER, root).map((plan) => plan.id)).toEqual(['lakeshore', 'northfield']);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("types into the demo's middle name: the first optional question free of a pattern on its largest page", () => {
    const plan = planFor('demo', FULL);
    expect(plan.largest.id).toBe('about');
    // email_address comes first but has a pattern; first_name is required.
    expect(plan.field).toBe('middle_name');
    expect([plan.first.title, plan.second.title]).toEqual(['About You', 'Education']);
  });

  it('gives each partner only the answers, groups and tabs its catalogue asks', () => {
    for (const id of partnerFolders(process.cwd())) {
      const plan = planFor(id, FEWER);
      const catalogue = loadCatalogue(id, catalogueSources);
      const keys = answerKeys(catalogue);
      expect(Object.keys(plan.answers).filter((key) => !keys.has(key))).toEqual([]);
      expect(plan.answers.first_name).toBe('Ada');
      const tabs = new Set(catalogue.tabs.map((question) => question.tab_id));
      expect(Object.keys(plan.context.tabs ?? {}).filter((tab) => !tabs.has(tab))).toEqual([]);
      const groups = new Set(catalogue.groups.map((group) => group.button_id));
      expect(Object.keys(plan.context.addAnother ?? {}).filter((group) => !groups.has(group))).toEqual([]);
      expect(plan.largest.sections.flatMap((section) => section.fields)).toContain(plan.field);
    }
    const northfield = planFor('northfield', FEWER);
    expect(northfield.answers).not.toHaveProperty('ssn');
    expect(northfield.answers).not.toHaveProperty('military_status');
    expect(northfield.context.tabs).toEqual({});
    expect(planFor('demo', FULL).context).toEqual({
      addAnother: { parents: 2, legacy: 1 },
      tabs: { test_entry: 'self_report' },
    });
  });
});
