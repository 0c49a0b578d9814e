/**
 * Hostile documents an attacker can make in a few kilobytes, each refused (or made harmless)
 * in milliseconds by the checks before pdf-lib's own work: the conversion runs in a worker,
 * but memory outside its heap (decoded pixels) and a runaway walk took the whole server down.
 */
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { jpegFile, pdfFile, pngFile } from '../../tests/api/fixtures/files';
import { convertToPdf, MAX_IMAGE_MEGAPIXELS } from './convert';
import { documentMessages } from './messages';

const options = { soffice: undefined, maxPages: 100 };
const ascii = (text: string) => new TextEncoder().encode(text);

/** A PDF of numbered objects and a trailer naming object 1 as its catalogue (pdf-lib reads it without a cross-reference table). */
function rawPdf(objects: string[]): Uint8Array {
  return ascii(`%PDF-1.4\n${objects.join('\n')}\ntrailer<</Root 1 0 R>>\n%%EOF\n`);
}

/** A page tree whose every node names the next node twice: 60 nodes, 2^60 pages. */
function doublingPageTree(levels = 60): Uint8Array {
  const objects = ['1 0 obj<</Type/Catalog/Pages 10 0 R>>endobj'];
  for (let level = 0; level < levels; level += 1) {
    const next = 11 + level;
    objects.push(`${10 + level} 0 obj<</Type/Pages/Kids[${next} 0 R ${next} 0 R]/Count 2>>endobj`);
  }
  objects.push(`${10 + levels} 0 obj<</Type/Page/MediaBox[0 0 612 792]>>endobj`);
  return rawPdf(objects);
}

/** A PNG whose header declares `width` × `height` (its data a small image's): a decompression bomb's header. */
function pngDeclaring(width: number, height: number): Buffer {
  const png = Buffer.from(pngFile());
  // IHDR's width and height follow the signature (8), the chunk's length (4) and type (4).
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  return png;
}

/** A baseline JPEG of 8 × 8 whose frame header declares `width` × `height`. */
function jpegDeclaring(width: number, height: number): Buffer {
  const jpeg = Buffer.from(jpegFile());
  // The frame header (SOF0, FF C0): length (2), precision (1), then height and width.
  const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  jpeg.writeUInt16BE(height, sof + 5);
  jpeg.writeUInt16BE(width, sof + 7);
  return jpeg;
}

describe('hostile documents', () => {
  it('refuses a page tree that names a node twice (2^60 pages from 60 objects) as damaged', async () => {
    await expect(convertToPdf(doublingPageTree(), 'tree.pdf', options)).rejects.toThrow(
      documentMessages.pdfBroken,
    );
  });

  it('counts a page tree of 150,000 references to one page as too many pages, not a stack overflow', async () => {
    const kids = Array(150_000).fill('3 0 R').join(' ');
    const many = rawPdf([
      '1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj',
      `2 0 obj<</Type/Pages/Kids[${kids}]/Count 150000>>endobj`,
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj',
    ]);
    await expect(convertToPdf(many, 'many.pdf', options)).rejects.toThrow(documentMessages.tooManyPages(100));
  });

  it('keeps a PDF from its first byte as it came, and writes again one that follows other bytes (a polyglot)', async () => {
    const pdf = await pdfFile();
    expect(await convertToPdf(pdf, 'transcript.pdf', options)).toBe(pdf);
    for (const before of [
      'MZ\x90\x00\x03\x00\x00\x00 This program cannot be run in DOS mode.\n',
      '<html><script>alert(1)</script></html>\n',
    ]) {
      const polyglot = new Uint8Array([...ascii(before), ...pdf]);
      const kept = await convertToPdf(polyglot, 'transcript.pdf', options);
      expect(Buffer.from(kept.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
      expect(Buffer.from(kept).includes(Buffer.from(before.slice(0, 8), 'latin1'))).toBe(false);
      expect((await PDFDocument.load(kept)).getPageCount()).toBe(1);
    }
  });

  it('refuses an image of more pixels than the limit by its header, before decoding it', async () => {
    for (const [file, name] of [
      [pngDeclaring(30_000, 30_000), 'bomb.png'],
      [jpegDeclaring(65_000, 65_000), 'bomb.jpg'],
    ] as const) {
      const declared = name.endsWith('png') ? 30_000 : 65_000;
      await expect(convertToPdf(file, name, options)).rejects.toThrow(
        documentMessages.imageTooLarge(declared, declared, MAX_IMAGE_MEGAPIXELS),
      );
    }
    expect(documentMessages.imageTooLarge(30_000, 30_000, 40)).toBe(
      'Your image is 30000 × 30000 pixels, more than the 40 megapixels we can use. Please upload a smaller image, or upload it as a PDF.',
    );
  });

  it('refuses a PNG or a JPEG cut short, which pdf-lib would spin on or copy unread', async () => {
    const png = pngFile();
    const jpeg = jpegFile();
    for (const [file, name] of [
      [png.subarray(0, Math.floor(png.length / 2)), 'cut.png'],
      [jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'cut.jpg'],
    ] as const) {
      await expect(convertToPdf(file, name, options), name).rejects.toThrow(documentMessages.imageBroken);
    }
  });

  it('converts an image given as a view into a larger buffer, as bytes from another process come', async () => {
    for (const [file, name] of [
      [jpegFile(), 'photo.jpg'],
      [pngFile(), 'scan.png'],
    ] as const) {
      const shared = new Uint8Array(file.length + 64);
      shared.set(file, 32);
      // A Uint8Array's view, and a Buffer's (whose own slice is a view too).
      for (const view of [
        shared.subarray(32, 32 + file.length),
        Buffer.from(shared.buffer, 32, file.length),
      ]) {
        const pdf = await convertToPdf(view, name, options);
        expect((await PDFDocument.load(pdf)).getPageCount(), name).toBe(1);
      }
    }
  });

  it('still converts a whole PNG and JPEG into a page each', async () => {
    for (const [file, name] of [
      [pngFile(), 'scan.png'],
      [jpegFile(), 'photo.jpg'],
    ] as const) {
      const pdf = await convertToPdf(file, name, options);
      expect((await PDFDocument.load(pdf)).getPageCount()).toBe(1);
    }
  });
});
