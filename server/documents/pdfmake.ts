/**
 * pdfmake set up for the server: the Roboto fonts pdfmake ships, the system's fallback
 * fonts for what Roboto lacks (./fallback-fonts.ts), no URL access and no file access
 * beyond those fonts (documents never make it fetch or read anything).
 */
import { dirname, join } from 'node:path';
import pdfmake from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { FallbackFonts, type StyledPart, type StyledRun } from './fallback-fonts';
import { PDFMAKE_PACKAGE } from './pdf-libraries';

const fontsDir = join(dirname(PDFMAKE_PACKAGE), 'fonts', 'Roboto');
const roboto = {
  normal: join(fontsDir, 'Roboto-Regular.ttf'),
  bold: join(fontsDir, 'Roboto-Medium.ttf'),
  italics: join(fontsDir, 'Roboto-Italic.ttf'),
  bolditalics: join(fontsDir, 'Roboto-MediumItalic.ttf'),
};
const fallbackFonts = FallbackFonts.available(roboto.normal);
// A fallback has one face: bold and italic text in it is drawn regular.
const fonts: Record<string, typeof roboto> = {
  Roboto: roboto,
  ...Object.fromEntries(
    fallbackFonts.fallbacks.map(({ name, file }) => [
      name,
      { normal: file, bold: file, italics: file, bolditalics: file },
    ]),
  ),
};
const allowedFiles = new Set(Object.values(fonts).flatMap((faces) => Object.values(faces)));

pdfmake.setFonts(fonts);
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((path) => allowedFiles.has(path));

/** Renders a document definition to PDF bytes. */
export async function renderPdf(definition: TDocumentDefinitions): Promise<Buffer> {
  return pdfmake.createPdf(fallbackFonts.definition(definition)).getBuffer();
}

/** The width in points of a text set in the default font at `size`, with the fallbacks where it has no glyph. */
export function textWidth(text: string, size: number, bold = false): number {
  // Bold text is measured in Roboto's bold face; a fallback has one face.
  return fallbackFonts.width(text, size, bold ? roboto.bold : roboto.normal);
}

/** One line of styled parts as pdfmake sets it as it is: runs in visual order, each with its font (./fallback-fonts.ts). */
export function visualLine<S extends object>(parts: StyledPart<S>[], rightToLeft: boolean): StyledRun<S>[] {
  return fallbackFonts.styledLine(parts, rightToLeft);
}
