/**
 * A partner's logo (partner.json `logo: { file, alt }`): a PNG or SVG file in the
 * partner's folder, read and checked once at start. The header, the print view, the
 * mails and the application PDF show it; a partner without one shows its name.
 *
 * An SVG is a document that could carry script or fetch from elsewhere. It is never put
 * into a page as markup (the browser shows it through <img>, which runs no script and
 * loads nothing), it is served with a sandboxing CSP, and a file with script, event
 * handlers, embedded HTML, entities or references outside itself is refused at start.
 * So is a file the application PDF could not draw: an SVG that is not well-formed XML,
 * a PNG cut short or damaged, larger than LOGO_MAX_SIDE pixels a side, or with a chunk
 * that does not match its checksum. The catalogue checker runs these same checks.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { inflateSync } from 'node:zlib';
import { imageSize } from 'image-size';
import { PNG } from 'pngjs';
import { fromPdfkit, fromPdfmake } from './documents/pdf-libraries';
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

/**
 * The widest and tallest PNG logo, in pixels: the header shows it a few hundred pixels wide.
 * Decoding a PNG takes its width times its height in memory, in every application PDF.
 */
export const LOGO_MAX_SIDE = 2048;

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
  // An animation can set a link after load, where the href check above sees only '#…'.
  [
    /<(?:set|animate)[\s/][^>]*\battributeName\s*=\s*["']\s*(?:xlink:)?href\b/i,
    'an animation of a link (<set> or <animate> of href)',
  ],
];

/**
 * The readers the application PDF draws the logo with: pdfmake parses an SVG with xmldoc
 * (strict XML) before drawing it, and pdfkit reads a PNG with png-js, then inflates its
 * image data. Resolved from pdfmake's own folder, so the check is the very code the PDF
 * runs; a file they refuse fails every applicant's PDF (a damaged PNG even throws
 * outside pdfmake's promise, taking the process down).
 */
const { XmlDocument } = fromPdfmake('xmldoc') as { XmlDocument: new (xml: string) => { name: string } };
const PngReader = fromPdfkit('png-js') as new (data: Buffer) => { imgData: Buffer };

/** Why the logo of partner.json cannot be used: the message names the file, the JSON path and the problem. */
export class LogoError extends Error {
  constructor(
    readonly settingsFile: string,
    /** The JSON path in partner.json, dotted ('logo.file'). */
    readonly path: string,
    /** What is wrong, without the file and the path. */
    readonly problem: string,
  ) {
    super(`Invalid partner settings: ${settingsFile} ${path}: ${problem}`);
    this.name = 'LogoError';
  }
}

function fail(settingsFile: string, path: string, problem: string): never {
  throw new LogoError(settingsFile, path, problem);
}

/** Why the application PDF could not draw the SVG: it is not well-formed XML, or not an <svg> document. */
function svgDrawProblem(file: string, text: string): string | undefined {
  let root: string;
  try {
    root = new XmlDocument(text).name;
  } catch (error) {
    // sax's message: the problem, then "Line: n" (from 0), "Column: n", "Char: c" on lines of their own.
    const message = (error as Error).message;
    const line = /^Line: (\d+)$/m.exec(message)?.[1];
    const column = /^Column: (\d+)$/m.exec(message)?.[1];
    const where =
      line !== undefined && column !== undefined ? ` (line ${Number(line) + 1}, column ${column})` : '';
    return `${file} is not well-formed XML, which the application PDF cannot draw: ${message.split('\n')[0]}${where}`;
  }
  if (root !== 'svg') {
    return `${file} is not an SVG image the application PDF can draw: its outermost element is <${root}>, not <svg>`;
  }
  return undefined;
}

/**
 * pngjs's two refusals of a file's structure in words for a partner's staff; its other
 * messages (the image data's) as they are. pngjs stops reading at a chunk whose checksum
 * does not match and then reports only the bytes left unread.
 */
function pngReaderProblem(error: Error): string {
  if (error.message.startsWith('There are some read requests')) {
    return 'the file ends inside a chunk (it is cut short, or a chunk’s length is wrong)';
  }
  if (error.message.startsWith('unrecognised content at end')) {
    return 'a chunk does not match its checksum, or the file goes on after its end';
  }
  return error.message;
}

/**
 * Why the application PDF could not draw the PNG. Its size is read from its header first
 * (image-size), and the whole file is decoded by pngjs, which checks every chunk's length
 * and checksum, before pdfkit's png-js sees it: png-js reads a chunk's length as a signed
 * number and trusts it, so a crafted length sent it back to the same chunk forever.
 */
function pngDrawProblem(file: string, bytes: Buffer): string | undefined {
  const damaged = (error: unknown) =>
    `${file} is a damaged PNG image, which the application PDF cannot draw: ${pngReaderProblem(error as Error)}`;
  let width: number;
  let height: number;
  try {
    ({ width, height } = imageSize(bytes));
  } catch (error) {
    return damaged(error);
  }
  if (width > LOGO_MAX_SIDE || height > LOGO_MAX_SIDE) {
    return `${file} is ${width} × ${height} pixels: a logo may have at most ${LOGO_MAX_SIDE} pixels a side`;
  }
  try {
    PNG.sync.read(bytes);
    inflateSync(new PngReader(bytes).imgData);
  } catch (error) {
    return damaged(error);
  }
  return undefined;
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
    const text = bytes.toString('utf8');
    const problem = svgProblem(text);
    if (problem) fail(settingsFile, 'logo.file', `${file}: ${problem}`);
    const drawProblem = svgDrawProblem(file, text);
    if (drawProblem) fail(settingsFile, 'logo.file', drawProblem);
  } else {
    if (!bytes.subarray(0, 8).equals(PNG_SIGNATURE))
      fail(settingsFile, 'logo.file', `${file} is not a PNG image`);
    const drawProblem = pngDrawProblem(file, bytes);
    if (drawProblem) fail(settingsFile, 'logo.file', drawProblem);
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
