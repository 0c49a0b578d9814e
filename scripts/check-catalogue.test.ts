import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../engine/catalogue/load';
import { readCatalogue } from '../server/catalogue/files';
import { LOGO_MAX_BYTES } from '../server/partner-logo';
import { pngFile } from '../tests/api/fixtures/files';
import { formatFinding, runChecker } from './check-catalogue';
import { generateModule } from './precompile-validators';

const repo = fileURLToPath(new URL('..', import.meta.url));
let root = '';

/** A copy of the catalogue in a temporary folder, changed by `edit`. */
// biome-ignore lint/suspicious/noExplicitAny: tests edit free-form JSON.
type Json = any;

function catalogueWith(edits: Record<string, (json: Json) => void> = {}): string {
  root = mkdtempSync(join(tmpdir(), 'admit-catalogue-'));
  cpSync(join(repo, 'schemas'), join(root, 'schemas'), { recursive: true });
  cpSync(join(repo, 'partners'), join(root, 'partners'), { recursive: true });
  for (const [file, edit] of Object.entries(edits)) editJson(root, file, edit);
  return root;
}

function editJson(dir: string, file: string, edit: (json: Json) => void): void {
  const json = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  edit(json);
  writeFileSync(join(dir, file), JSON.stringify(json));
}

/** The catalogue with a copy of the demo partner as partners/oddcolours/, whose theme colour is not #rrggbb. */
function catalogueWithOddColours(edits: Record<string, (json: Json) => void> = {}): string {
  const dir = catalogueWith(edits);
  cpSync(join(dir, 'partners/demo'), join(dir, 'partners/oddcolours'), { recursive: true });
  editJson(dir, 'partners/oddcolours/partner.json', (settings) => {
    settings.theme.primary = 'rgb(11, 61, 110)';
  });
  return dir;
}

afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = '';
});

const messages = (findings: ReturnType<typeof runChecker>) => findings.map(formatFinding);

describe('the catalogue checker', () => {
  it('finds nothing wrong with the shipped catalogue', () => {
    expect(runChecker(repo)).toEqual([]);
    expect(runChecker(repo, ['demo'])).toEqual([]);
  });

  it('reports a staff typo with the file and the JSON path', () => {
    const findings = runChecker(
      catalogueWith({
        'schemas/about.ui.json': (ui) => {
          ui.first_name['ui:widget'] = 'txt';
        },
      }),
    );
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ file: 'schemas/about.ui.json', path: '/first_name/ui:widget' });
    expect(findings[0]?.message).toMatch(/^must be one of: text, textarea/);
    const typo = runChecker(
      catalogueWith({
        'schemas/rules/about.rules.json': (rules) => {
          rules.visibleWen = {};
        },
      }),
    );
    expect(messages(typo)).toEqual([
      'ERROR schemas/rules/about.rules.json: unknown property "visibleWen" (a typo?)',
    ]);
  });

  it('reports a file that is not JSON', () => {
    root = catalogueWith();
    writeFileSync(join(root, 'schemas/options/gender.json'), '{ "options": [ }');
    expect(runChecker(root)[0]).toMatchObject({ file: 'schemas/options/gender.json', path: '' });
  });

  it('uses the SPEC texts for keys outside the data model, on two pages or on no page', () => {
    const outside = runChecker(
      catalogueWith({
        'schemas/data-model.json': (model) => {
          delete model.keys.recruiter;
        },
      }),
    );
    expect(outside).toContainEqual({
      level: 'error',
      file: 'schemas/education.schema.json',
      path: '/properties/recruiter',
      message:
        'Your ValidationErrorSummary implementation uses keys that are not present in the tenant dataModel. Add them to schemas/data-model.json or remove them: recruiter',
    });
    const twice = runChecker(
      catalogueWith({
        'schemas/education.schema.json': (schema) => {
          schema.properties.gender = { type: 'string', title: 'G' };
        },
        'schemas/education.ui.json': (ui) => {
          ui['ui:sections'][0].fields.push('gender');
        },
      }),
      // A partner that lists the page's sections itself (northfield) would not show the new question.
      ['demo'],
    );
    expect(twice.map((finding) => `${finding.file}${finding.path}: ${finding.message}`)).toEqual([
      'schemas/about.schema.json/properties/gender: Your ValidationErrorSummary implementation uses keys that are present in multiple pages. Each key must belong to one page only: gender',
      'schemas/education.schema.json/properties/gender: Your ValidationErrorSummary implementation uses keys that are present in multiple pages. Each key must belong to one page only: gender',
    ]);
    const nowhere = runChecker(
      catalogueWith({
        'schemas/data-model.json': (model) => {
          model.keys.shoe_size = 'personal';
        },
      }),
    );
    expect(nowhere).toEqual([
      {
        level: 'warning',
        file: 'schemas/data-model.json',
        path: '/keys/shoe_size',
        message:
          'The question with yupValueKey shoe_size does not correlate to a page. Please update pagesToQuestions in the ValidationErrorSummary component.',
      },
    ]);
  });

  it('reports an add-another prefix mismatch and a maximum above 10', () => {
    const findings = runChecker(
      catalogueWith({
        'schemas/about.ui.json': (ui) => {
          ui['ui:addAnother'][1].keys.push('parent_city');
          ui['ui:addAnother'][0].max = 11;
        },
      }),
    );
    expect(messages(findings)).toEqual(
      expect.arrayContaining([
        'ERROR schemas/about.ui.json at /ui:addAnother/1/keys/3: The add-another group legacy uses the prefix legacy_, but its key parent_city does not start with it.',
        'ERROR schemas/about.ui.json at /ui:addAnother/0/max: The add-another group parents allows 11 entries; the maximum is 10.',
      ]),
    );
  });

  it('reports rules, sections and option lists that name what does not exist', () => {
    const findings = runChecker(
      catalogueWith({
        'schemas/rules/about.rules.json': (rules) => {
          rules.visibleWhen.citizenship = { equals: [{ var: 'citizenship_typo' }, '2'] };
          rules.checks[0].rule = { isDaet: [{ var: 'birth_date' }] };
        },
        'schemas/about.ui.json': (ui) => {
          ui.gender['ui:options'].optionList = 'genders';
          ui['ui:sections'][0].fields.push('shoe_size');
        },
      }),
    );
    expect(messages(findings)).toEqual(
      expect.arrayContaining([
        'ERROR schemas/rules/about.rules.json at /visibleWhen/citizenship/equals/0/var: This rule names the key citizenship_typo, which no page asks.',
        'ERROR schemas/rules/about.rules.json at /checks/0/rule/isDaet: This rule uses the operation isDaet, which JSON Logic and the engine do not know.',
        'ERROR schemas/about.ui.json at /gender/ui:options/optionList: The option list genders does not exist in schemas/options/.',
        'ERROR schemas/about.ui.json at /ui:sections/0/fields/14: The section lists the key shoe_size, which the page schema does not define.',
      ]),
    );
  });

  it("points at the partner's removal of an option list a page still names", () => {
    const findings = runChecker(
      catalogueWith({
        'partners/demo/catalogue.json': (overlay) => {
          overlay.options = { ...overlay.options, religions: null };
        },
      }),
      ['demo'],
    );
    expect(messages(findings)).toEqual([
      "ERROR partners/demo/catalogue.json at /options/religions: This partner removes the option list religions, which schemas/about.ui.json /religious_affiliation/ui:options/optionList still names: keep the list, or change that question in this partner's catalogue.json.",
    ]);
  });

  it("points at the partner's removal of a question that rules still name, saying where", () => {
    const findings = runChecker(
      catalogueWith({
        'partners/demo/catalogue.json': (overlay) => {
          overlay.pages.about = { schema: { properties: { country: null } } };
          overlay.dataModel = { keys: { country: null } };
        },
      }),
      ['demo'],
    );
    const lines = messages(findings);
    expect(lines.length).toBeGreaterThan(0);
    // Every finding is at the partner's line, none at a base file the partner does not edit.
    expect(findings.every((finding) => finding.file === 'partners/demo/catalogue.json')).toBe(true);
    expect(findings.every((finding) => finding.path === '/pages/about/schema/properties/country')).toBe(true);
    expect(lines).toContain(
      "ERROR partners/demo/catalogue.json at /pages/about/schema/properties/country: This partner removes the question country, which schemas/rules/about.rules.json /requiredWhen/state/in/0/var still names: remove or change that too in this partner's catalogue.json (null removes an entry), or keep the question.",
    );
  });

  it("names a partner's change to a page the catalogue does not have (a typo of its id)", () => {
    const findings = runChecker(
      catalogueWith({
        'partners/demo/catalogue.json': (overlay) => {
          overlay.pages.educaton = { title: 'Your Studies' };
        },
      }),
      ['demo'],
    );
    expect(messages(findings)).toEqual([
      "ERROR partners/demo/catalogue.json at /pages/educaton: The page educaton is not one of the catalogue's pages (about, education, final-steps), so these changes apply to nothing: use one of those ids.",
    ]);
  });

  it("refuses a partner's option list with a value twice, an empty value after the placeholder, or an empty label", () => {
    /** The findings for demo with its own gender list. */
    const withGender = (options: Json[]) => {
      const findings = runChecker(
        catalogueWith({
          'partners/demo/catalogue.json': (overlay) => {
            overlay.options.gender = { options };
          },
        }),
        ['demo'],
      );
      rmSync(root, { recursive: true, force: true });
      root = '';
      return messages(findings);
    };
    const twice = [
      { value: '', label: '--' },
      { value: 'F', label: 'Female' },
      { value: 'F', label: 'Woman' },
      { value: '', label: 'Prefer not to say' },
    ];
    // A list that breaks its meta-schema is reported so, before what the checker reads of it.
    expect(withGender([...twice, { value: 'X', label: '' }])).toEqual([
      'ERROR partners/demo/catalogue.json at /options/gender/options/4/label: must NOT have fewer than 1 characters',
    ]);
    expect(withGender(twice)).toEqual([
      'ERROR partners/demo/catalogue.json at /options/gender/options/2/value: The option list gender has the value F twice (options 1 and this one): each choice needs a value of its own, or two choices would be one answer.',
      'ERROR partners/demo/catalogue.json at /options/gender/options/3/value: The option list gender gives the choice "Prefer not to say" an empty value: only the first option, the placeholder, may have one, since an empty value is no answer (a required question would stay unanswered).',
    ]);
  });

  it('refuses a value twice in a base option list, at its file', () => {
    const findings = runChecker(
      catalogueWith({
        'schemas/options/gender.json': (list) => {
          list.options.push({ value: 'M', label: 'Man' });
        },
      }),
    );
    expect(messages(findings)).toEqual([
      'ERROR schemas/options/gender.json at /options/5/value: The option list gender has the value M twice (options 2 and this one): each choice needs a value of its own, or two choices would be one answer.',
    ]);
  });

  it('accepts two choices of a conditional dropdown that share one option list', () => {
    const root = catalogueWith({
      'partners/demo/catalogue.json': (overlay) => {
        overlay.pages.education.rules.conditionalDropdowns[0].options['19'] = 'concentrationsBiology';
      },
    });
    expect(runChecker(root, ['demo'])).toEqual([]);
    // The question's enum lists each value once, so its validators compile.
    const { sources } = readCatalogue(root);
    const values = loadCatalogue('demo', sources).questions.get('applied_concentration')?.schema.enum ?? [];
    expect(values).toContain('BIO-MOL');
    expect(new Set(values).size).toBe(values.length);
    expect(() => generateModule('demo', sources)).not.toThrow();
  });

  it("refuses a partner's limits that no applicant could answer within, or that the catalogue does not have", () => {
    const findings = runChecker(
      catalogueWith({
        'partners/demo/catalogue.json': (overlay) => {
          overlay.limits = { text: 0, textarea: -5, addAnotherMax: 11, txt: 50 };
        },
      }),
      ['demo'],
    );
    expect(messages(findings)).toEqual([
      'ERROR partners/demo/catalogue.json at /limits: unknown property "txt" (a typo?)',
      'ERROR partners/demo/catalogue.json at /limits/text: must be >= 1',
      'ERROR partners/demo/catalogue.json at /limits/textarea: must be >= 1',
      'ERROR partners/demo/catalogue.json at /limits/addAnotherMax: must be <= 10',
    ]);
  });

  it('warns of a required question whose requiredWhen rule decides instead', () => {
    const findings = runChecker(
      catalogueWith({
        'partners/demo/catalogue.json': (overlay) => {
          overlay.pages.about = {
            ...overlay.pages.about,
            schema: { required: ['first_name', 'phone_mobile'] },
          };
        },
      }),
      ['demo'],
    );
    expect(messages(findings)).toEqual([
      'WARNING partners/demo/catalogue.json at /pages/about/schema/required/1: The question phone_mobile is in the required list and has a requiredWhen rule: the rule decides, so it is required only when the rule holds. To require it always, remove its rule ("requiredWhen": {"phone_mobile": null} in a partner\'s rules).',
    ]);
  });

  it("checks a partner's changes to a page as the page they make, at the overlay's line", () => {
    const findings = runChecker(
      catalogueWith({
        'partners/demo/catalogue.json': (overlay) => {
          overlay.pages.about = {
            ...overlay.pages.about,
            schema: {
              properties: {
                first_name: { titel: 'Given name (as on your passport)' },
                middle_name: { type: 'strin' },
              },
            },
            ui: { preferred_name: { 'ui:widget': 'textarea', 'ui:optoins': { rows: 3 } } },
          };
        },
      }),
      ['demo'],
    );
    expect(messages(findings)).toEqual(
      expect.arrayContaining([
        'ERROR partners/demo/catalogue.json at /pages/about/schema/properties/first_name: unknown property "titel" (a typo?)',
        'ERROR partners/demo/catalogue.json at /pages/about/ui/preferred_name: unknown property "ui:optoins" (a typo?)',
      ]),
    );
    expect(
      findings.some((finding) => finding.path === '/pages/about/schema/properties/middle_name/type'),
    ).toBe(true);
    expect(findings.every((finding) => finding.file === 'partners/demo/catalogue.json')).toBe(true);
  });

  it('points at the partner overlay when the mistake is there', () => {
    const findings = runChecker(
      catalogueWith({
        'partners/demo/catalogue.json': (overlay) => {
          overlay.pages.education.rules.conditionalDropdowns[0].options['19'] = 'concentrationsLaw';
        },
      }),
      ['demo'],
    );
    expect(findings).toEqual([
      {
        level: 'error',
        file: 'partners/demo/catalogue.json',
        path: '/pages/education/rules/conditionalDropdowns/0/options/19',
        message: 'The option list concentrationsLaw does not exist in schemas/options/.',
      },
    ]);
  });

  it("accepts a partner's wording of a message, and names one the base catalogue does not have", () => {
    const worded = catalogueWith({
      'partners/demo/catalogue.json': (overlay) => {
        overlay.messages = { chooseFile: 'Choose a document' };
      },
    });
    expect(runChecker(worded, ['demo'])).toEqual([]);
    const typo = runChecker(
      catalogueWith({
        'partners/demo/catalogue.json': (overlay) => {
          overlay.messages = { chooseFiel: 'Choose a document' };
        },
      }),
      ['demo'],
    );
    expect(messages(typo)).toEqual([
      "ERROR partners/demo/catalogue.json at /messages/chooseFiel: The message chooseFiel is not one of the base catalogue's messages (schemas/catalogue.json), so nothing shows it.",
    ]);
    const empty = runChecker(
      catalogueWith({
        'partners/demo/catalogue.json': (overlay) => {
          overlay.messages = { deleteFile: '' };
        },
      }),
      ['demo'],
    );
    expect(messages(empty)).toEqual([
      'ERROR partners/demo/catalogue.json at /messages/deleteFile: must NOT have fewer than 1 characters',
    ]);
  });

  it('says that a header or save message is not one a partner can reword', () => {
    const findings = runChecker(
      catalogueWith({
        'partners/demo/catalogue.json': (overlay) => {
          overlay.messages = { returningTitle: 'Bon retour, {name} !', saved: 'Enregistré' };
        },
      }),
      ['demo'],
    );
    expect(messages(findings)).toEqual([
      "ERROR partners/demo/catalogue.json at /messages/returningTitle: The message returningTitle is one of the base catalogue's headerMessages (schemas/catalogue.json), which a partner cannot reword: a partner's catalogue.json rewords only the entries of messages.",
      "ERROR partners/demo/catalogue.json at /messages/saved: The message saved is one of the base catalogue's saveMessages (schemas/catalogue.json), which a partner cannot reword: a partner's catalogue.json rewords only the entries of messages.",
    ]);
  });

  it("refuses a placeholder the base text does not have, and warns of one the partner's text leaves out", () => {
    const unknown = runChecker(
      catalogueWith({
        'partners/demo/catalogue.json': (overlay) => {
          overlay.messages = { progressRemaining: 'Il reste {count} réponse(s)' };
        },
      }),
      ['demo'],
    );
    expect(messages(unknown)).toEqual([
      'ERROR partners/demo/catalogue.json at /messages/progressRemaining: The message progressRemaining uses the placeholder {count}, which the base text ("{n} required answer(s) left") does not have, so applicants would see {count} as written.',
      'WARNING partners/demo/catalogue.json at /messages/progressRemaining: The message progressRemaining leaves out the placeholder {n} of the base text ("{n} required answer(s) left"), so applicants do not see what it stands for.',
    ]);
    const reordered = runChecker(
      catalogueWith({
        'partners/demo/catalogue.json': (overlay) => {
          overlay.messages = {
            counter: '{limit} caractères au plus, {length} écrits',
            scoreLink: 'Envoyer ses scores',
          };
        },
      }),
      ['demo'],
    );
    expect(messages(reordered)).toEqual([
      'WARNING partners/demo/catalogue.json at /messages/scoreLink: The message scoreLink leaves out the placeholder {test} of the base text ("How to send {test} scores"), so applicants do not see what it stands for.',
    ]);
  });

  it('refuses a mail body, base or reworded, that leaves out what the mail carries', () => {
    const findings = runChecker(
      catalogueWith({
        'schemas/catalogue.json': (index) => {
          index.messages.mailResetBody = 'Reset your password at {partner}.';
        },
        'partners/demo/catalogue.json': (overlay) => {
          overlay.messages = {
            mailConfirmBody: 'Welcome to {partner}.',
            mailExistsBody: '{login} {partner}',
          };
        },
      }),
      ['demo'],
    );
    expect(messages(findings)).toEqual([
      'ERROR schemas/catalogue.json at /messages/mailResetBody: The mail text mailResetBody must hold {link}: it is what the mail is sent for.',
      'ERROR partners/demo/catalogue.json at /messages/mailConfirmBody: The mail text mailConfirmBody must hold {code}: it is what the mail is sent for.',
      'ERROR partners/demo/catalogue.json at /messages/mailExistsBody: The mail text mailExistsBody must hold {forgot}: it is what the mail is sent for.',
    ]);
  });

  it("checks the account cards' rules and texts (schemas/auth.json)", () => {
    const findings = runChecker(
      catalogueWith({
        'schemas/auth.json': (auth) => {
          delete auth.cards.login.submit;
          auth.cards.signup.title = '';
          auth.code.pattern = '^[0-9]{6$(';
          auth.password.requirements[1].pattern = '[A-Z';
        },
      }),
    );
    expect(messages(findings)).toEqual([
      'ERROR schemas/auth.json at /cards/login: the property "submit" is missing',
      'ERROR schemas/auth.json at /cards/signup/title: must NOT have fewer than 1 characters',
      'ERROR schemas/auth.json at /code/pattern: The pattern ^[0-9]{6$( is not a valid JavaScript regular expression: Invalid regular expression: /^[0-9]{6$(/: Unterminated group',
      'ERROR schemas/auth.json at /password/requirements/1/pattern: The pattern [A-Z is not a valid JavaScript regular expression: Invalid regular expression: /[A-Z/: Unterminated character class',
    ]);
  });

  it("checks the frame's texts (schemas/interface.json): each there, not empty, with its placeholders", () => {
    const findings = runChecker(
      catalogueWith({
        'schemas/interface.json': (texts) => {
          delete texts.errorPage.tryAgain;
          texts.generic = '';
          texts.toasts.labels.tabs = 'Error handling tabs';
          texts.toasts.labels.upload = 'Error uploading {file} for {field}';
          texts.staffPage.title = '{application} (read-only)';
          texts.toasts.colour = 'red';
        },
      }),
    );
    expect(messages(findings)).toEqual([
      'ERROR schemas/interface.json at /generic: must NOT have fewer than 1 characters',
      'ERROR schemas/interface.json at /toasts: unknown property "colour" (a typo?)',
      'ERROR schemas/interface.json at /toasts/labels/upload: must hold {field}, and no other placeholder in braces',
      'ERROR schemas/interface.json at /toasts/labels/tabs: must hold {tab}, and no other placeholder in braces',
      'ERROR schemas/interface.json at /errorPage: the property "tryAgain" is missing',
      'ERROR schemas/interface.json at /staffPage/title: must hold {application}, {partner}, and no other placeholder in braces',
    ]);
  });

  it("checks the server's texts (schemas/replies.json) as the frame's", () => {
    const findings = runChecker(
      catalogueWith({
        'schemas/replies.json': (texts) => {
          texts.documents.tooManyPages = 'Your document is too long.';
          delete texts.api.loginWrong;
        },
      }),
    );
    expect(messages(findings)).toEqual([
      'ERROR schemas/replies.json at /api: the property "loginWrong" is missing',
      'ERROR schemas/replies.json at /documents/tooManyPages: must hold {limit}, and no other placeholder in braces',
    ]);
  });

  it('accepts a new option list with no TypeScript (the manifest is generated from disk)', () => {
    root = catalogueWith();
    writeFileSync(join(root, 'schemas/options/shoeSizes.json'), JSON.stringify({ options: [] }));
    expect(runChecker(root)).toEqual([]);
  });

  it('checks partner.json against its meta-schema, naming the file and the JSON path', () => {
    const findings = runChecker(
      catalogueWith({
        'partners/demo/partner.json': (settings) => {
          settings.links.privacy_policy = 'http://www.demo.example.edu/privacy';
          settings.theme.primary = 'navy';
          settings.sat_code = '12345';
          settings.colour = '#000000';
          settings.logo = { file: 'logo.gif', alt: 'Demo University' };
        },
      }),
    );
    expect(messages(findings)).toEqual([
      'ERROR partners/demo/partner.json: unknown property "colour" (a typo?)',
      'ERROR partners/demo/partner.json at /links/privacy_policy: must match pattern "^https://[^\\s]+$"',
      'ERROR partners/demo/partner.json at /sat_code: must match pattern "^[0-9]{4}$"',
      'ERROR partners/demo/partner.json at /theme/primary: must match pattern "^#[0-9a-fA-F]{6}$"',
      "ERROR partners/demo/partner.json at /logo/file: must be the name of a .svg or .png file in the partner's folder, in letters, digits, '.', '_' and '-', ending in lower-case .svg or .png (no folder, no '..')",
    ]);
  });

  it('refuses a partner id other than its folder and a logo file that is not there', () => {
    const findings = runChecker(
      catalogueWith({
        'partners/demo/partner.json': (settings) => {
          settings.id = 'acme';
          settings.logo = { file: 'logo.svg', alt: 'Demo University' };
        },
      }),
    );
    expect(messages(findings)).toEqual([
      "ERROR partners/demo/partner.json at /logo/file: The logo file logo.svg is not in the partner's folder.",
      "ERROR partners/demo/partner.json at /id: The id acme is not the name of the partner's folder, demo: leave it out or make it demo.",
    ]);
  });

  it("checks only schemas/ and the named partners' folders when partners are named", () => {
    root = catalogueWithOddColours();
    const odd =
      'ERROR partners/oddcolours/partner.json at /theme/primary: must match pattern "^#[0-9a-fA-F]{6}$"';
    expect(runChecker(root, ['demo'])).toEqual([]);
    expect(messages(runChecker(root, ['oddcolours']))).toEqual([odd]);
    expect(messages(runChecker(root, ['demo', 'oddcolours']))).toEqual([odd]);
    expect(messages(runChecker(root))).toEqual([odd]);
    rmSync(root, { recursive: true, force: true });
    // The base catalogue is checked whichever partner is named.
    root = catalogueWithOddColours({
      'schemas/rules/about.rules.json': (rules) => {
        rules.visibleWen = {};
      },
    });
    expect(messages(runChecker(root, ['demo']))).toEqual([
      'ERROR schemas/rules/about.rules.json: unknown property "visibleWen" (a typo?)',
    ]);
  });

  it('refuses a theme under WCAG 2.1 AA contrast, naming the pair and its ratio', () => {
    const accent = runChecker(
      catalogueWith({
        'partners/demo/partner.json': (settings) => {
          settings.theme.accent = '#1a4a7a';
        },
      }),
    );
    expect(messages(accent)).toEqual([
      "ERROR partners/demo/partner.json at /theme/accent: The theme's focus ring (accent) on primary (the header) is #1a4a7a on #0b3d6e, a contrast ratio of 1.20:1; WCAG 2.1 AA asks for at least 3:1.",
    ]);
    const pale = runChecker(
      catalogueWith({
        'partners/demo/partner.json': (settings) => {
          settings.theme.primary = '#5b9bd5';
        },
      }),
    );
    expect(messages(pale)).toContain(
      "ERROR partners/demo/partner.json at /theme/primary: The theme's text on primary (the header, buttons) is #ffffff on #5b9bd5, a contrast ratio of 2.96:1; WCAG 2.1 AA asks for at least 4.5:1.",
    );
    expect(messages(pale)).toContain(
      "ERROR partners/demo/partner.json at /theme/primary: The theme's link on background is #5b9bd5 on #f2f3f3, a contrast ratio of 2.66:1; WCAG 2.1 AA asks for at least 4.5:1.",
    );
    expect(pale).toHaveLength(6);
  });

  describe('the logo: the checks of start-up and of the application PDF', () => {
    const SVG_OPEN = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">';
    const withLogo = (file: string, content: string | Buffer) => {
      const dir = catalogueWith({
        'partners/demo/partner.json': (settings) => {
          settings.logo = { file, alt: 'Demo University' };
        },
      });
      writeFileSync(join(dir, 'partners/demo', file), content);
      return messages(runChecker(dir, ['demo']));
    };
    const refused = (problem: string) => [
      `ERROR partners/demo/partner.json at /logo/file: The logo cannot be used, and the server would not start: ${problem}.`,
    ];

    it('accepts a PNG and an SVG the PDF can draw', () => {
      expect(withLogo('logo.png', pngFile(40, 20))).toEqual([]);
      expect(withLogo('logo.svg', `${SVG_OPEN}<text>Crest &amp; Co</text></svg>`)).toEqual([]);
    });

    it('refuses a PNG above 256 KB and an SVG with a script or an external reference, as start-up does', () => {
      const big = Buffer.concat([pngFile(40, 20), Buffer.alloc(LOGO_MAX_BYTES)]);
      expect(withLogo('logo.png', big)).toEqual(refused('logo.png is larger than 256 KB'));
      expect(withLogo('logo.svg', `${SVG_OPEN}<script>alert(1)</script></svg>`)).toEqual(
        refused('logo.svg: the SVG holds a <script> element'),
      );
      expect(withLogo('logo.svg', `${SVG_OPEN}<image href="https://tracker.example/x.png"/></svg>`)).toEqual(
        refused(
          'logo.svg: the SVG holds a reference to another file or address (only #fragment links are allowed)',
        ),
      );
    });

    it('refuses a cut or damaged PNG and an SVG that is not well-formed XML, which the PDF cannot draw', () => {
      const png = pngFile(40, 20);
      expect(withLogo('logo.png', png.subarray(0, 60))).toEqual(
        refused(
          'logo.png is a damaged PNG image, which the application PDF cannot draw: the file ends inside a chunk (it is cut short, or a chunk’s length is wrong)',
        ),
      );
      const damaged = Buffer.from(png);
      const idat = damaged.indexOf('IDAT');
      damaged.fill(0xff, idat + 10, idat + 30);
      expect(withLogo('logo.png', damaged)).toEqual(
        refused(
          'logo.png is a damaged PNG image, which the application PDF cannot draw: a chunk does not match its checksum, or the file goes on after its end',
        ),
      );
      expect(withLogo('logo.svg', `${SVG_OPEN}<text>Crest & Co</text></svg>`)).toEqual(
        refused(
          'logo.svg is not well-formed XML, which the application PDF cannot draw: Invalid character in entity name (line 1, column 74)',
        ),
      );
    });
  });

  it('exits non-zero on errors (the CLI)', () => {
    const run = (args: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-catalogue.ts', ...args], {
        cwd: repo,
        encoding: 'utf8',
      });
    expect(run(['demo']).status).toBe(0);
    const unknown = run(['nope']);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('There is no partner nope');
  });
});
