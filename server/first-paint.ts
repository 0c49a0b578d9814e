/**
 * What a phone paints of the first form page before its JavaScript has arrived (issue 16):
 * the partner's banner, the page's title and its first section's title and description,
 * with index.html's loading spinner under them, as plain HTML in #first-paint, just before
 * #root. While it is there, #root is not displayed (index.html's style); the client removes
 * it as soon as #root shows more than a loading screen (src/lib/first-paint.ts), so the
 * page goes from this picture to the form with no spinner between. It is not hydrated, so
 * nothing here has to match the app's markup; the sizes do match (same texts, fonts and
 * widths), so that the description painted now is the page's largest text and the app's
 * paint of the same text later is not a larger one: Largest Contentful Paint happens here.
 */
import type { Catalogue, Section } from '../engine/catalogue/types';

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
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
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
export function firstPaintPage(catalogue: Pick<Catalogue, 'pages'>): FirstPaintPage | undefined {
  const page = catalogue.pages[0];
  if (!page) return undefined;
  const section = page.sections[0];
  return {
    path: page.path,
    title: page.title,
    ...(section ? { section: { title: section.title, description: section.description } } : {}),
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

/**
 * The markup put in #root: banner, page title, first section's title and description, and
 * the spinner. The text is a picture of what is coming, hidden from assistive technology
 * (which hears "Loading", as before): no headings, landmarks or links a screen reader or a
 * test could take for the app's own before it is there.
 */
export function firstPaintMarkup(partner: FirstPaintPartner, page: FirstPaintPage, spinner: string): string {
  const section = page.section;
  return [
    `<div id="${FIRST_PAINT_ID}" class="fp" style="${escapeHtml(colours(partner.theme))}">`,
    '<div class="fp-header" aria-hidden="true"><div class="fp-bar">',
    `<div class="fp-name">${escapeHtml(partner.name)}</div>`,
    `<div class="fp-subtitle">${escapeHtml(text(partner.application_title))}</div>`,
    '</div></div>',
    '<main class="fp-main" aria-busy="true"><div class="fp-card"><div aria-hidden="true">',
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
export function withFirstPaint(html: string, partner: FirstPaintPartner, page: FirstPaintPage): string {
  const match = ROOT.exec(html);
  if (!match) return html;
  const markup = firstPaintMarkup(partner, page, `<div class="fp-boot">${match[1]}</div>`);
  return html.replace(ROOT, (root) => `${markup}\n    ${root}`);
}
