/**
 * The whole application by keyboard (issue 14), in real Chromium against the real server:
 * sign-up with the mailed code, every answer of the complete application typed or chosen
 * with Tab, Shift+Tab, Enter, Space, arrow keys and typing only, an autocomplete, the Add
 * Another button, the tabs, a file through the file chooser, then submit; after every key
 * that moves focus, the focused element shows a visible focus indicator. Axe at the end.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type Answers, loadEngine, validateApplication } from '../../engine';
import { COMPLETE_APPLICATION } from '../../engine/testing/complete-application';
import { pngFile } from '../api/fixtures/files';
import { newEmail, PASSWORD } from './support/accounts';
import { expectAccessible } from './support/axe';
import { setUpJourney } from './support/journey';
import { waitForMail } from './support/outbox';

const journey = setUpJourney();
/** The demo partner's engine, to say which answers a page still lacks when the journey finds one. */
const demo = await loadEngine('demo');

/** What has focus: its id, tag, type, role, value and accessible name as a user perceives it. */
interface Focused {
  id: string;
  tag: string;
  type: string;
  role: string;
  value: string;
  name: string;
  /** The ids of the elements around it, nearest first. */
  within: string[];
  /** Why its focus is visible, or '' when it is not. */
  indicator: string;
  /** The sides of its outline that an ancestor clipping its overflow cuts off. */
  cut: string[];
}

/** Reads the focused element and whether a sighted keyboard user can see where focus is. */
function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) {
      return {
        id: '',
        tag: 'BODY',
        type: '',
        role: '',
        value: '',
        name: '',
        within: [],
        indicator: '',
        cut: [],
      };
    }
    const drawn = (node: Element): string => {
      const style = getComputedStyle(node);
      if (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) return 'outline';
      if (style.boxShadow !== 'none') return 'box-shadow';
      return '';
    };
    const indicator = (() => {
      const own = drawn(element);
      if (own) return own;
      const interactive = element.closest('.Mui-focusVisible');
      if (interactive) return 'Mui-focusVisible';
      // A text field, select or date: its outline thickens while it has the focus (the
      // widgets' outlined field by CSS, MUI's own fields, as the autocomplete's, by Mui-focused).
      const field = element.closest('.admit-field-box, .MuiInputBase-root.Mui-focused');
      const outline = field?.querySelector('.admit-field-outline, .MuiOutlinedInput-notchedOutline');
      if (outline && Number.parseFloat(getComputedStyle(outline).borderTopWidth) >= 2) return 'thick outline';
      return '';
    })();
    const cut = new Set<string>();
    const own = getComputedStyle(element);
    if (own.outlineStyle !== 'none') {
      const reach = Number.parseFloat(own.outlineWidth) + Number.parseFloat(own.outlineOffset);
      const box = element.getBoundingClientRect();
      for (let node = element.parentElement; node; node = node.parentElement) {
        const { overflowX, overflowY } = getComputedStyle(node);
        const clip = node.getBoundingClientRect();
        if (overflowX !== 'visible' && box.left - reach < clip.left) cut.add('left');
        if (overflowX !== 'visible' && box.right + reach > clip.right) cut.add('right');
        if (overflowY !== 'visible' && box.top - reach < clip.top) cut.add('top');
        if (overflowY !== 'visible' && box.bottom + reach > clip.bottom) cut.add('bottom');
      }
    }
    const labelled = element.getAttribute('aria-labelledby');
    const name =
      element.getAttribute('aria-label') ??
      (labelled ? document.getElementById(labelled.split(' ')[0] ?? '')?.textContent : null) ??
      (element as HTMLInputElement).labels?.[0]?.textContent ??
      element.textContent ??
      '';
    const within: string[] = [];
    for (let node = element.parentElement; node; node = node.parentElement) if (node.id) within.push(node.id);
    return {
      within,
      id: element.id,
      tag: element.tagName,
      type: (element as HTMLInputElement).type ?? '',
      role: element.getAttribute('role') ?? '',
      value: (element as HTMLInputElement).value ?? '',
      name: name.trim(),
      indicator,
      cut: [...cut],
    };
  });
}

/** Asserts that focus sits on an element whose focus is visible, and returns it. */
async function expectVisibleFocus(page: Page, after: string): Promise<Focused> {
  const now = await focused(page);
  if (!now.indicator) {
    throw new Error(`after ${after}, focus on ${now.tag}#${now.id} "${now.name}" has no visible indicator`);
  }
  return now;
}

/** Presses a key that moves focus, then checks the focus is visible. */
async function press(page: Page, key: string): Promise<Focused> {
  await page.keyboard.press(key);
  return expectVisibleFocus(page, key);
}

/**
 * Presses Tab (or Shift+Tab) until the focused element matches, checking visible focus at
 * every stop; fails after `limit` presses.
 */
async function tabUntil(
  page: Page,
  matches: (element: Focused) => boolean,
  what: string,
  { limit = 200, key = 'Tab' }: { limit?: number; key?: 'Tab' | 'Shift+Tab' } = {},
): Promise<Focused> {
  const seen: string[] = [];
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press(key);
    const now = await focused(page);
    if (now.tag === 'BODY') continue; // past the end of the page: the next Tab starts over
    if (!now.indicator) {
      throw new Error(`on the way to ${what}, focus on ${now.tag}#${now.id} "${now.name}" is not visible`);
    }
    if (matches(now)) return now;
    seen.push(now.id || now.name);
  }
  throw new Error(`${what} not reached in ${limit} presses of ${key}; passed ${seen.slice(-20).join(', ')}`);
}

const byId = (id: string) => (element: Focused) => element.id === id;
const byName = (name: string | RegExp) => (element: Focused) =>
  typeof name === 'string' ? element.name === name : name.test(element.name);

/** Chooses an option of the focused native select with the arrow keys (no popup opens). */
async function chooseOption(page: Page, value: string): Promise<void> {
  const { current, target } = await page.evaluate((wanted) => {
    const select = document.activeElement as HTMLSelectElement;
    return {
      current: select.selectedIndex,
      target: Array.from(select.options).findIndex((option) => option.value === wanted),
    };
  }, value);
  if (target < 0) throw new Error(`the focused select has no option ${value}`);
  const key = target > current ? 'ArrowDown' : 'ArrowUp';
  for (let step = 0; step < Math.abs(target - current); step += 1) await page.keyboard.press(key);
  await expect.poll(() => focused(page).then((element) => element.value)).toBe(value);
}

/** Chooses a radio of the focused group with the arrow keys, or Space when focus is already on it. */
async function chooseRadio(page: Page, value: string): Promise<void> {
  let now = await focused(page);
  for (let step = 0; now.value !== value && step < 12; step += 1) now = await press(page, 'ArrowDown');
  if (now.value !== value) throw new Error(`no radio ${value} in the group of ${now.id}`);
  await page.keyboard.press('Space');
  await expect
    .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement).checked))
    .toBe(true);
}

/** Answers the focused question by keyboard, by the kind of control it is. */
async function answer(page: Page, element: Focused, value: string): Promise<void> {
  if (element.tag === 'SELECT') return chooseOption(page, value);
  if (element.type === 'radio') return chooseRadio(page, value);
  if (element.type === 'checkbox') {
    const checked = await page.evaluate(() => (document.activeElement as HTMLInputElement).checked);
    if (checked !== (value === 'true')) await page.keyboard.press('Space');
    return;
  }
  if (element.tag === 'BUTTON') {
    // A content trigger ("Add a preferred name"): Enter shows the questions behind it, and
    // the button gone, focus moves to the first of them once it is shown, not to <body>.
    if (value !== 'true') return;
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page).then((now) => now.id), { timeout: 10_000 }).toMatch(/^root_/);
    const revealed = await expectVisibleFocus(page, 'Enter on a content trigger');
    expect(revealed.id).not.toBe(element.id);
    return;
  }
  if (element.type === 'date') {
    const [year, month, day] = value.split('-');
    await page.keyboard.type(`${month}${day}${year}`);
    return;
  }
  await page.keyboard.type(value);
}

/** The keys still to answer on this page, in the order their questions come. */
function questionsOnPage(page: Page, keys: string[]): Promise<string[]> {
  return page.evaluate((wanted) => {
    // A month-year pair: the year key's select is `${month id}-year`.
    const idOf = (key: string) =>
      key.endsWith('_year') && wanted.includes(key.replace(/_year$/, '_month'))
        ? `root_${key.replace(/_year$/, '_month')}-year`
        : `root_${key}`;
    const present = wanted
      .map((key) => ({ key, element: document.getElementById(idOf(key)) }))
      .filter((entry): entry is { key: string; element: HTMLElement } => entry.element !== null);
    present.sort((a, b) =>
      a.element.compareDocumentPosition(b.element) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
    );
    return present.map(
      (entry) => entry.key + (entry.element.id === `root_${entry.key}` ? '' : `=${entry.element.id}`),
    );
  }, keys);
}

/** The current page's progress mark in the top navigation: 'complete', a count left, or '' before it shows. */
function pageMark(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      document.querySelector('nav [aria-current="page"] [data-progress]')?.getAttribute('data-progress') ??
      '',
  );
}

/** What the validation summary lists, if it shows: why a submit stayed on a page. */
function summaryText(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      Array.from(document.querySelectorAll('[aria-label^="Missing on"] li'))
        .map((item) => item.textContent?.trim())
        .join('; ') || '(no summary)',
  );
}

/**
 * Why the server would refuse this page: each question submit validation finds on it, with
 * its messages, what the server stores for it and what the page's control holds.
 */
async function stillMissing(page: Page): Promise<string> {
  const get = async <T>(path: string) => (await journey.callApi('GET', path)).json as T;
  const { answer } = await get<{ answer: Answers }>('/api/profile');
  const context = {
    addAnother: await get<Record<string, number>>('/api/add-another'),
    tabs: await get<Record<string, string>>('/api/tabs'),
  };
  const today = new Date().toISOString().slice(0, 10);
  const { missing, errors } = validateApplication(demo, answer, today, context);
  const path = new URL(page.url()).pathname;
  const here = missing.filter((item) => item.anchor.startsWith(`${path}#`));
  const shown = await page.evaluate(
    (keys) =>
      keys.map((key) => {
        const control = document.getElementById(`root_${key}`) as HTMLInputElement | null;
        return control ? JSON.stringify(control.value) : 'no control';
      }),
    here.map((item) => item.key),
  );
  const described = here.map(
    (item, index) =>
      `${item.key} (${(errors[item.key] ?? []).join(' ')}; stored ${JSON.stringify(answer[item.key] ?? null)}, ` +
      `on the page ${shown[index]})`,
  );
  return described.join('; ') || 'nothing, by the stored answers';
}

/**
 * Answers every question of the page that the complete application answers, in page order,
 * reaching each by Tab; questions shown by an answer are answered in their turn. The page is
 * answered when its progress mark (the same validation as submit) counts `left` answers still
 * needed, those the test gives later ('complete' for none): a question an answer shows a
 * render later, or once its code has loaded on a slow machine, is waited for, not missed.
 */
async function answerPage(
  page: Page,
  answers: Record<string, string>,
  done: Set<string>,
  { left = 0 }: { left?: number } = {},
): Promise<void> {
  // After a client-side page change the page reveals its questions in steps (aria-busy
  // meanwhile): every one of them must be there before the page counts as answered.
  await page.locator('main [aria-busy="true"]:has(> h1)').waitFor({ state: 'detached', timeout: 30_000 });
  const wanted = left === 0 ? 'complete' : String(left);
  const deadline = Date.now() + 30_000;
  for (;;) {
    const keys = (await questionsOnPage(page, Object.keys(answers))).filter(
      (entry) => !done.has(entry.split('=')[0] ?? ''),
    );
    const [key, id = `root_${key}`] = keys[0]?.split('=') ?? [];
    if (key === undefined) {
      const mark = await pageMark(page);
      if (mark === wanted) return;
      if (Date.now() > deadline) {
        throw new Error(
          `${page.url()}: its progress mark says ${mark || 'nothing'}, not ${wanted}, and no question ` +
            `of the complete application is left to answer on it. Submit would find missing: ` +
            `${await stillMissing(page)}. Answered: ${[...done].join(', ')}`,
        );
      }
      await page.waitForTimeout(250);
      continue;
    }
    // Focus may be there already: a content trigger hands it to what it revealed.
    const now = await focused(page);
    const element = now.id === id ? now : await tabUntil(page, byId(id), `the question ${key}`);
    await answer(page, element, answers[key] ?? '');
    done.add(key);
  }
}

async function waitForAnswer(key: string, value: string): Promise<void> {
  await expect
    .poll(
      async () =>
        ((await journey.callApi('GET', '/api/profile')).json as { answer: Record<string, string> }).answer[
          key
        ],
      { timeout: 15_000 },
    )
    .toBe(value);
}

/**
 * The page is answered: axe finds nothing, then Tab reaches Save and Continue and Enter
 * takes the applicant to the next page, whose heading shows.
 */
async function continueByKeyboard(page: Page, from: string, to: string, heading: string): Promise<void> {
  await expectAccessible(page, `${from} (answered by keyboard)`);
  await tabUntil(page, byName('Save and Continue'), 'Save and Continue');
  await page.keyboard.press('Enter');
  await page.waitForURL(`**${to}`);
  await journey.heading(heading);
}

/**
 * Types into the focused autocomplete, walks its list with ArrowDown to the option named
 * `choice` and takes it with Enter.
 */
async function autocomplete(page: Page, typed: string, choice: string): Promise<void> {
  // Focus loads MUI's Autocomplete in place of the light field; it keeps focus.
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.classList.contains('MuiAutocomplete-input')))
    .toBe(true);
  await expectVisibleFocus(page, 'the autocomplete took over');
  await page.keyboard.type(typed);
  await page.getByRole('option', { name: choice }).waitFor();
  const highlighted = () =>
    page.evaluate(() => document.querySelector('[role="option"].Mui-focused')?.textContent ?? '');
  for (let step = 0; step < 10; step += 1) {
    await press(page, 'ArrowDown');
    if ((await highlighted()).includes(choice)) break;
  }
  expect(await highlighted()).toContain(choice);
  await page.keyboard.press('Enter');
}

/** The complete application less the answers an autocomplete fills from the partner's lookup. */
const FROM_LOOKUP = [
  'address_line_1',
  'city',
  'state',
  'state_desc',
  'zip',
  'country',
  'country_desc',
  'hs_name',
  'hs_ceeb',
  'hs_city',
  'hs_state',
  'hs_zip',
  'hs_country',
];
const TYPED: Record<string, string> = Object.fromEntries(
  Object.entries(COMPLETE_APPLICATION).filter(
    ([key]) => !FROM_LOOKUP.includes(key) && !key.endsWith('_desc') && key !== 'legal_agree',
  ),
);
const done = new Set<string>();

describe('keyboard journey', () => {
  const email = newEmail('keyboard');

  it('signs up, confirms with the mailed code and logs in by keyboard', async () => {
    const { page, server } = journey;
    await page.goto('/signup');
    await journey.heading('Create your account');
    await tabUntil(page, byId('username'), 'the email field');
    await page.keyboard.type(email);
    await tabUntil(page, byId('password'), 'the password field');
    await page.keyboard.type(PASSWORD);
    await tabUntil(page, byName('Create Account'), 'Create Account');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/confirm');
    await journey.heading('Confirm your account');
    const mail = await waitForMail(server.dataDir, email);
    await tabUntil(page, byId('code'), 'the code field');
    await page.keyboard.type(mail.code ?? '');
    await tabUntil(page, byName('Confirm Account'), 'Confirm Account');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/login');
    await journey.heading('Sign in');
    const user = await tabUntil(page, byId('username'), 'the email field');
    if (user.value !== email) await page.keyboard.type(email);
    await tabUntil(page, byId('password'), 'the password field');
    await page.keyboard.type(PASSWORD);
    await tabUntil(page, byName('Sign In'), 'Sign In');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/about');
    await journey.heading('About You');
  });

  it('answers About You by keyboard: the address autocomplete, Add Another and every question', async () => {
    const { page } = journey;
    await page.getByText(/^Welcome/).waitFor();
    const street = await tabUntil(page, byId('root_address_line_1'), 'Street address');
    expect(street.role).toBe('combobox');
    await autocomplete(page, '1408 Church', '1408 Church Place');
    await expect.poll(() => page.locator('#root_city').inputValue()).toBe('Clover Ridge');
    await expect(page.locator('#root_zip').inputValue()).resolves.toBe('77708');
    // Back up to the top with Shift+Tab, then every question in page order.
    await tabUntil(page, byId('root_email_address'), 'Email address', { key: 'Shift+Tab' });
    await page.keyboard.press('Shift+Tab');
    await answerPage(page, TYPED, done);
    // The second parent: the real Add Another button, by Enter.
    await tabUntil(page, byName('Add Another: Add another parent or guardian'), 'Add Another', {
      key: 'Shift+Tab',
    });
    await page.keyboard.press('Enter');
    await page.locator('#root_parent_2_first_name').waitFor();
    await answerPage(page, TYPED, done);
    await waitForAnswer('military_dependent', 'N');
    await expect
      .poll(async () => (await journey.callApi('GET', '/api/add-another')).json)
      .toMatchObject({ parents: 2 });
    await continueByKeyboard(page, '/about', '/education', 'Education');
  });

  it('answers Education by keyboard: the tabs, the high school autocomplete and a file through the file chooser', async () => {
    const { page } = journey;
    // Listening early: Playwright turns on its file chooser interception asynchronously, and
    // a key press reaches the page sooner than a click would.
    const fileChooser = page.waitForEvent('filechooser', { timeout: 120_000 });
    // The tabs show once the applicant says the tests are not optional for them.
    // A radio group is one Tab stop: Shift+Tab enters it at its last radio (none is checked yet).
    const optional = await tabUntil(
      page,
      (element) => element.type === 'radio' && /^root_test_optional(-\d+)?$/.test(element.id),
      'Test optional',
      { key: 'Shift+Tab' },
    );
    await answer(page, optional, TYPED.test_optional ?? '');
    done.add('test_optional');
    // The tabs: arrow keys move along the tab bar, Enter chooses; back to "Enter my scores".
    const first = await tabUntil(page, (element) => element.role === 'tab', 'the test score tabs');
    expect(first.name).toBe('Enter my scores');
    // The tab bar clips what overflows it: the focus ring must lie within it.
    expect(first.cut, "sides of the focused tab's ring cut off").toEqual([]);
    const other = await press(page, 'ArrowRight');
    expect(other.role).toBe('tab');
    expect(other.cut, "sides of the focused tab's ring cut off").toEqual([]);
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-selected')))
      .toBe('true');
    await expect
      .poll(async () => (await journey.callApi('GET', '/api/tabs')).json)
      .not.toMatchObject({ test_entry: 'self_report' });
    const back = await press(page, 'ArrowLeft');
    expect(back.name).toBe('Enter my scores');
    await page.keyboard.press('Enter');
    await page.locator('#root_sat_taken').waitFor();
    await expect
      .poll(async () => (await journey.callApi('GET', '/api/tabs')).json)
      .toMatchObject({ test_entry: 'self_report' });

    // The high school: type, ArrowDown to the school, Enter fills its city, state and code.
    await tabUntil(page, byId('root_hs_name'), 'High school', { key: 'Shift+Tab' });
    await autocomplete(page, 'St. Brendan', 'St. Brendan Preparatory School');
    await expect.poll(() => page.locator('#root_hs_city').inputValue()).toBe('Meadow Harbor');

    // The transcript: Enter on Choose file opens the file chooser (the OS dialog of a keyboard user).
    const choose = await tabUntil(
      page,
      (element) => element.name === 'Choose file' && element.within.includes('hs_transcript'),
      'Choose file of the transcript',
    );
    expect(choose.tag).toBe('BUTTON');
    await page.keyboard.press('Enter');
    const chooser = await fileChooser;
    await chooser.setFiles({ name: 'transcript.png', mimeType: 'image/png', buffer: pngFile() });
    await page.locator('[id="hs_transcript"]').getByText('transcript.png').waitFor({ timeout: 60_000 });
    await waitForAnswer('hs_transcript', 'ANSWERED');

    await tabUntil(page, byId('root_entry_term'), 'Entry term', { key: 'Shift+Tab' });
    await page.keyboard.press('Shift+Tab');
    await answerPage(page, TYPED, done);
    await waitForAnswer('act_plan_year', '2027');
    await continueByKeyboard(page, '/education', '/final-steps', 'Submit');
  });

  it('answers Submit by keyboard and submits with Enter', async () => {
    const { page } = journey;
    // The legal agreement is the one answer of the page left for after the others.
    await answerPage(page, TYPED, done, { left: 1 });
    const legal = await tabUntil(page, byId('root_legal_agree'), 'the legal agreement');
    await answer(page, legal, 'true');
    await waitForAnswer('legal_agree', 'true');
    await expect.poll(() => pageMark(page), { timeout: 15_000 }).toBe('complete');
    await expectAccessible(page, '/final-steps (answered by keyboard)');
    await tabUntil(page, byName('Submit Application'), 'Submit Application');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/completion', { timeout: 30_000 }).catch(async (error: Error) => {
      throw new Error(`${error.message}\nat ${page.url()}, the summary lists: ${await summaryText(page)}`);
    });
    await page.getByText('Thank you for applying, Ada!').waitFor();
    await expectAccessible(page, '/completion');
    // Every question the keyboard answered, nothing skipped.
    expect(Object.keys(TYPED).filter((key) => !done.has(key))).toEqual([]);
  });
});
