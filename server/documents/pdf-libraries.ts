/**
 * The libraries the application PDF is drawn with, resolved from pdfmake's own folder:
 * pdfmake, the pdfkit it bundles, and pdfkit's own readers (fontkit for fonts, png-js for
 * images). What is checked or measured with them (a partner's logo, a font's glyphs) is
 * then checked with the very code the PDF runs, whatever other versions the project holds.
 */
import { createRequire } from 'node:module';

/** pdfmake's package.json: its folder holds the Roboto fonts it ships. */
export const PDFMAKE_PACKAGE = createRequire(import.meta.url).resolve('pdfmake/package.json');

/** require() as pdfmake's own modules resolve it (its xmldoc, its pdfkit). */
export const fromPdfmake = createRequire(PDFMAKE_PACKAGE);

/** require() as pdfkit's own modules resolve it (its fontkit, its png-js). */
export const fromPdfkit = createRequire(fromPdfmake.resolve('pdfkit/package.json'));
