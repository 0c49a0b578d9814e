/**
 * A partner's logo (partner.json `logo: { file, alt }`): a PNG or SVG file in the
 * partner's folder, read and checked once at start. The header, the print view, the
 * mails and the application PDF show it; a partner without one shows its name.
 *
 * An SVG is a document that could carry script or fetch from elsewhere. It is never put
 * into a page as markup (the browser shows it through <img>, which runs no script and
 * loads nothing), it is served with a sandboxing CSP, and a file with script, event
 * handlers, embedded HTML, entities or references outside itself is refused at start.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { PARTNERS_DIR, partnerFile } from './partner';

/** The largest logo file: a header image, not a photograph. */
export const LOGO_MAX_BYTES = 256 * 1024;

/** A partner's logo, checked and in memory. */
export interface PartnerLogo {
  /** The file's name in the partner's folder. */
  file: string;
  /** The text that stands for the logo (the image's alt text). */
  alt: string;
  contentType: 'image/png' | 'image/svg+xml';
  bytes: Buffer;
  /** A short hash of the bytes: the logo's URL changes with the file, so it may be cached for long. */
  version: string;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** What an SVG logo may not contain, each with the reason given to the partner's staff. */
const SVG_REFUSED: [RegExp, string][] = [
  [/<script[\s>/]/i, 'a <script> element'],
  [/<foreignObject[\s>/]/i, 'a <foreignObject> element (embedded HTML)'],
  [/<!ENTITY/i, 'an entity declaration'],
  [/\son[a-z]+\s*=/i, 'an event handler attribute (on...)'],
  [/javascript:/i, 'a javascript: URL'],
  [
    /(?:xlink:)?href\s*=\s*["']\s*(?!#)/i,
    'a reference to another file or address (only #fragment links are allowed)',
  ],
  [/url\(\s*["']?\s*(?!#)/i, 'a url() to another file or address (only url(#fragment) is allowed)'],
  [/@import/i, 'a CSS @import'],
];

/** Why the logo of partner.json cannot be used; the message names the file and the JSON path. */
export class LogoError extends Error {}

function fail(settingsFile: string, path: string, problem: string): never {
  throw new LogoError(`Invalid partner settings: ${settingsFile} ${path}: ${problem}`);
}

/** Checks an SVG logo's text; returns the problem, or undefined when it is safe to show. */
export function svgProblem(text: string): string | undefined {
  if (!/<svg[\s>]/i.test(text)) return 'the file is not an SVG image (no <svg> element)';
  for (const [pattern, what] of SVG_REFUSED) {
    if (pattern.test(text)) return `the SVG holds ${what}`;
  }
  return undefined;
}

/**
 * Reads and checks the logo partner.json names, or null when it names none. Throws a
 * LogoError naming partner.json, the JSON path and the problem otherwise.
 */
export function loadPartnerLogo(
  partnerId: string,
  settings: Record<string, unknown>,
  partnersDir = PARTNERS_DIR,
): PartnerLogo | null {
  const logo = settings.logo;
  if (logo === undefined) return null;
  const settingsFile = relative(process.cwd(), partnerFile(partnerId, partnersDir)) || 'partner.json';
  if (typeof logo !== 'object' || logo === null || Array.isArray(logo)) {
    fail(settingsFile, 'logo', 'must be an object with "file" and "alt"');
  }
  const { file, alt } = logo as { file?: unknown; alt?: unknown };
  if (typeof file !== 'string' || !/^[A-Za-z0-9][A-Za-z0-9._-]*\.(svg|png)$/i.test(file)) {
    fail(settingsFile, 'logo.file', 'must name a .svg or .png file in the partner’s folder (no folders)');
  }
  if (typeof alt !== 'string' || alt.trim() === '') {
    fail(settingsFile, 'logo.alt', 'must be the text that stands for the logo (not empty)');
  }
  const path = join(partnersDir, partnerId, file);
  let size: number;
  try {
    size = statSync(path).size;
  } catch {
    fail(settingsFile, 'logo.file', `the file ${file} does not exist in the partner’s folder`);
  }
  if (size > LOGO_MAX_BYTES) {
    fail(settingsFile, 'logo.file', `${file} is larger than ${LOGO_MAX_BYTES / 1024} KB`);
  }
  const bytes = readFileSync(path);
  const svg = /\.svg$/i.test(file);
  if (svg) {
    const problem = svgProblem(bytes.toString('utf8'));
    if (problem) fail(settingsFile, 'logo.file', `${file}: ${problem}`);
  } else if (!bytes.subarray(0, 8).equals(PNG_SIGNATURE)) {
    fail(settingsFile, 'logo.file', `${file} is not a PNG image`);
  }
  return {
    file,
    alt: alt.trim(),
    contentType: svg ? 'image/svg+xml' : 'image/png',
    bytes,
    version: createHash('sha256').update(bytes).digest('hex').slice(0, 12),
  };
}

/** The address the browser loads the logo from. */
export function logoUrl(logo: PartnerLogo): string {
  return `/public/partner/logo?v=${logo.version}`;
}
