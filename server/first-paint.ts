/**
 * What a phone paints of the first form page before its JavaScript has arrived (issue 16):
 * the partner's banner (its logo or name, the application's title, the Account button's
 * place), the pages' navigation bar, SPEC 1's header message, the page's title and its first
 * section's title and description, with index.html's loading spinner under them, as plain
 * HTML in #first-paint, just before
 * #root. While it is there, #root is not displayed (index.html's style); the client removes
 * it as soon as #root shows more than a loading screen (src/lib/first-paint.ts), so the
 * page goes from this picture to the form with no spinner between. It is not hydrated, so
 * nothing here has to match the app's markup; the sizes do match (same texts, fonts and
 * widths, and every box above them), so that the page title, section title and description are
 * painted where the app paints them (tests/e2e/boot.test.ts compares them): nothing jumps
 * when the app replaces the picture. The description painted now is the page's largest
 * text and the app's paint of the same text later is not a larger one: Largest Contentful
 * Paint happens here.
 */
import type { Catalogue, HeaderMessages, Section } from '../engine/catalogue/types';

/** The partner's settings (partner.json's; the catalogue checker has checked them at start). */
export interface FirstPaintPartner {
  name: string;
  [key: string]: unknown;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The first form page: its path and what its top shows. */
export interface FirstPaintPage {
  path: string;
  title: string;
  section?: Pick<Section, 'title' | 'description'>;
  /** Every page's title, in order, for the navigation bar (the first is this page). */
  pages: string[];
  /** SPEC 1's header message texts (schemas/catalogue.json, as the app's HeaderMessage). */
  messages: HeaderMessages;
  /** The save status a logged-in applicant's banner shows first ('All changes saved'). */
  saved: string;
  /** The Account button's word (the catalogue's `account` message): its place is as wide as the button. */
  account: string;
}

/** Who the picture is painted for, as far as the request tells without reading the database. */
export type FirstPaintVisitor = 'anonymous' | 'session';

/** The banner's logo, when partner.json has one: the image's address (GET /public/partner's). */
export interface FirstPaintLogo {
  url: string;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text as HTML text or attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** #rrggbb as [r, g, b], or undefined for anything else (the paint then keeps its default colours). */
function rgb(colour: string): [number, number, number] | undefined {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  return match
    ? ([1, 2, 3].map((i) => Number.parseInt(match[i] ?? '0', 16)) as [number, number, number])
    : undefined;
}

/** As MUI's lighten/darken, which truncate (src/lib/theme.ts uses them for the page and text colours). */
function mix(colour: string, amount: number, toward: 'white' | 'black'): string | undefined {
  const channels = rgb(colour);
  if (!channels) return undefined;
  const mixed = channels.map((c) =>
    Math.trunc(toward === 'white' ? c + (255 - c) * amount : c * (1 - amount)),
  );
  return `rgb(${mixed.join(', ')})`;
}

/** The first page of a catalogue with its first section, as the first paint shows it. */
export function firstPaintPage(catalogue: Pick<Catalogue, 'pages' | 'index'>): FirstPaintPage | undefined {
  const page = catalogue.pages[0];
  if (!page) return undefined;
  const section = page.sections[0];
  return {
    path: page.path,
    title: page.title,
    ...(section ? { section: { title: section.title, description: section.description } } : {}),
    pages: catalogue.pages.map((each) => each.title),
    messages: catalogue.index.headerMessages,
    saved: catalogue.index.saveMessages.saved,
    account: catalogue.index.messages.account,
  };
}

/** CSS custom properties of the partner's colours, as the app's theme derives them. */
function colours(settings: unknown): string {
  const theme = (typeof settings === 'object' && settings !== null ? settings : {}) as Record<
    string,
    unknown
  >;
  const colour = (name: string) => (rgb(text(theme[name])) ? text(theme[name]) : undefined);
  const properties = [
    ['--fp-primary', colour('primary')],
    ['--fp-accent', colour('accent')],
    ['--fp-page', mix(text(theme.neutral), 0.93, 'white')],
    ['--fp-text', mix(text(theme.neutral), 0.6, 'black')],
  ];
  return properties
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}: ${value}`)
    .join('; ');
}

/** The anonymous header message's text, its {signup} and {login} drawn as the app's links. */
function anonymousBody(messages: HeaderMessages): string {
  return escapeHtml(messages.anonymousBody)
    .replace('{signup}', () => `<span class="fp-link">${escapeHtml(messages.signupLink)}</span>`)
    .replace('{login}', () => `<span class="fp-link">${escapeHtml(messages.loginLink)}</span>`);
}

/**
 * SPEC 1's header message. Anonymous, it is the app's. With a session cookie the message
 * greets the applicant by name and depends on their status, which only the database knows:
 * the box is painted empty, holding the returning applicant's texts unseen so that it has
 * the size of the message most such visits show (docs/decisions/005).
 */
function headerMessage(messages: HeaderMessages, visitor: FirstPaintVisitor): string {
  const [title, body, hidden] =
    visitor === 'anonymous'
      ? [escapeHtml(messages.anonymousTitle), anonymousBody(messages), '']
      : [escapeHtml(messages.returningTitleNoName), escapeHtml(messages.returningBody), ' fp-unseen'];
  return [
    `<div class="fp-message"><div class="fp-message-title${hidden}">${title}</div>`,
    `<div class="fp-message-body${hidden}">${body}</div></div>`,
  ].join('');
}

/**
 * The pages' navigation bar, the first page's tab current. A logged-in applicant's tabs
 * carry progress marks, which only the app can count: their places are kept, unseen.
 */
function navigation(pages: string[], visitor: FirstPaintVisitor): string {
  const mark = visitor === 'session' ? '<span class="fp-badge fp-unseen">0</span>' : '';
  const tabs = pages.map(
    (title, index) =>
      `<div class="fp-tab${index === 0 ? ' fp-current' : ''}">${escapeHtml(title)}${mark}</div>`,
  );
  return `<div class="fp-nav"><div class="fp-tabs">${tabs.join('')}</div></div>`;
}

/**
 * The markup put before #root: banner, navigation, header message, page title, first
 * section's title and description, and the spinner. The text is a picture of what is
 * coming, hidden from assistive technology (which hears "Loading", as before): no headings,
 * landmarks, links or buttons a screen reader, the keyboard or a test could take for the
 * app's own before it is there.
 */
export function firstPaintMarkup(
  partner: FirstPaintPartner,
  page: FirstPaintPage,
  spinner: string,
  visitor: FirstPaintVisitor = 'anonymous',
  logo?: FirstPaintLogo,
): string {
  const section = page.section;
  const brand = logo
    ? `<div class="fp-logo"><span><img src="${escapeHtml(logo.url)}" alt=""></span></div>`
    : `<div class="fp-name">${escapeHtml(partner.name)}</div>`;
  return [
    `<div id="${FIRST_PAINT_ID}" class="fp" style="${escapeHtml(colours(partner.theme))}">`,
    '<div aria-hidden="true">',
    '<div class="fp-header"><div class="fp-bar"><div>',
    brand,
    `<div class="fp-subtitle">${escapeHtml(text(partner.application_title))}</div>`,
    '</div><div class="fp-actions">',
    // A logged-in applicant's banner shows the save status before the Account button: its place, unseen.
    visitor === 'session'
      ? `<div class="fp-save fp-unseen"><span class="fp-save-icon"></span>${escapeHtml(page.saved)}</div>`
      : '',
    // The Account button's place, unseen: its icon's room and the partner's word for it, so
    // that it is as wide as the button the app paints there, whatever the word.
    `<div class="fp-account"><span class="fp-account-icon"></span>${escapeHtml(page.account)}</div>`,
    '</div></div></div>',
    navigation(page.pages, visitor),
    '</div>',
    '<main class="fp-main" aria-busy="true"><div aria-hidden="true" class="fp-column">',
    headerMessage(page.messages, visitor),
    '</div><div class="fp-card"><div aria-hidden="true">',
    `<div class="fp-title">${escapeHtml(page.title)}</div>`,
    section ? `<div class="fp-section">${escapeHtml(section.title)}</div>` : '',
    section?.description ? `<div class="fp-description">${escapeHtml(section.description)}</div>` : '',
    '</div>',
    spinner,
    '</div></main></div>',
  ].join('');
}

/** The element's id (src/lib/first-paint.ts removes it). */
export const FIRST_PAINT_ID = 'first-paint';

/** index.html's #root and its spinner (index.html marks it `<main class="boot">`). */
const ROOT = /<div id="root">\s*<main class="boot">\s*([\s\S]*?)\s*<\/main>/;

/** index.html with the first paint before #root; unchanged if #root does not hold the spinner. */
export function withFirstPaint(
  html: string,
  partner: FirstPaintPartner,
  page: FirstPaintPage,
  visitor: FirstPaintVisitor = 'anonymous',
  logo?: FirstPaintLogo,
): string {
  const match = ROOT.exec(html);
  if (!match) return html;
  const markup = firstPaintMarkup(partner, page, `<div class="fp-boot">${match[1]}</div>`, visitor, logo);
  return html.replace(ROOT, (root) => `${markup}\n    ${root}`);
}
