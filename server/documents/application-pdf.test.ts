/**
 * The application PDF is a function of its input: rendered twice, at two moments (as two
 * processes would, or one process twice), it is the same bytes, dated by its input.
 */
import { readFileSync } from 'node:fs';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfPagesText, renderFirstPage } from '../../tests/api/fixtures/pdf';
import { type ApplicationPdfInput, renderApplicationPdf } from './application-pdf';

async function attachment(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.addPage([200, 200]).drawText('Transcript');
  return pdf.save();
}

async function input(submitted: boolean): Promise<ApplicationPdfInput> {
  return {
    partnerName: 'Demo University',
    applicationTitle: 'Undergraduate Application',
    applicant: 'ada.lovelace@example.com',
    pages: [
      {
        id: 'about',
        title: 'About you',
        sections: [{ title: 'Name', items: [{ key: 'first_name', label: 'First name', display: 'Ada' }] }],
      },
    ] as ApplicationPdfInput['pages'],
    documents: [{ label: 'Transcript', fileName: 'transcript.pdf', pdf: await attachment() }],
    generatedAt: new Date('2026-11-20T15:30:00.000Z'),
    submitted,
  };
}

describe('renderApplicationPdf', () => {
  it('renders the same bytes whenever it runs, dated by the submission', async () => {
    const first = await renderApplicationPdf(await input(true));
    // Past a second: any wall-clock date in the file would differ now.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const second = await renderApplicationPdf(await input(true));
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
    const [cover] = await pdfPagesText(first);
    expect(cover).toContain('ada.lovelace@example.com · submitted 2026-11-20');
    const document = await PDFDocument.load(first, { updateMetadata: false });
    expect(document.getCreationDate()?.toISOString()).toBe('2026-11-20T15:30:00.000Z');
    expect(document.getModificationDate()?.toISOString()).toBe('2026-11-20T15:30:00.000Z');
  });

  it('says "generated" with the request date before the application is submitted', async () => {
    const [cover] = await pdfPagesText(await renderApplicationPdf(await input(false)));
    expect(cover).toContain('ada.lovelace@example.com · generated 2026-11-20');
  });
});

describe('answers in other scripts', () => {
  /** The first page's inked pixels at 2x with one answer, above those of the same page with it empty. */
  async function inkOf(display: string): Promise<number> {
    const [empty, filled] = [await page(''), await page(display)];
    // Pixels of a US Letter page at 2x: 1224 x 1584.
    return Math.round((filled.inked - empty.inked) * 1224 * 1584);
  }

  /** The first page at 2x with one answer: its PDF and the share of its pixels inked. */
  async function page(text: string) {
    const item = { key: 'name', label: 'Name', widget: 'text', value: text, display: text };
    const bytes = await renderApplicationPdf({
      ...(await input(true)),
      documents: [],
      pages: [{ id: 'about', title: 'About you', sections: [{ id: 'name', title: 'Name', items: [item] }] }],
    });
    return renderFirstPage(bytes, 2);
  }

  /** The leftmost and rightmost columns (px at 2x) the answer inks: what its page inks that the empty one does not. */
  async function answerSpan(display: string): Promise<{ left: number; right: number }> {
    const pixels = async (png: Buffer) => {
      const image = await loadImage(png);
      const canvas = createCanvas(image.width, image.height);
      const context = canvas.getContext('2d');
      context.drawImage(image, 0, 0);
      return { width: image.width, data: context.getImageData(0, 0, image.width, image.height).data };
    };
    const empty = await pixels((await page('')).png);
    const filled = await pixels((await page(display)).png);
    let left = Number.POSITIVE_INFINITY;
    let right = Number.NEGATIVE_INFINITY;
    for (let y = 0; y * filled.width * 4 < filled.data.length; y += 1) {
      const changed: number[] = [];
      for (let x = 0; x < filled.width; x += 1) {
        const index = (y * filled.width + x) * 4;
        // Inked here and not on the empty page (whose '—' the answer replaces).
        if ((empty.data[index] ?? 0) - (filled.data[index] ?? 0) >= 60) changed.push(x);
      }
      // A taller answer moves the rules under it: a row changed across the page is a rule, not text.
      if (changed.length === 0 || changed.length > 400) continue;
      left = Math.min(left, ...changed);
      right = Math.max(right, ...changed);
    }
    return { left, right };
  }

  it('draws Chinese, Japanese, Korean, the scripts of India and South-East Asia, Ethiopic, Tibetan and emoji, which Roboto lacks', async () => {
    // One ASCII character for scale: a capital W at 9.5 pt is some 40 pixels of ink at 2x.
    const w = await inkOf('W');
    expect(w).toBeGreaterThan(20);
    const texts = ['王小明', '김민준', 'やまだ', 'प्रिया शर्मा', 'সুমন দাস', 'தமிழ்', 'ଓଡ଼ିଆ', 'නිමල් පෙරේරා', 'สมชาย'];
    for (const text of [...texts, 'សុខ ចន្ទ', 'အောင် မြန်မာ', 'ສະບາຍດີ', 'አበበ ቢቂላ', 'བསྟན་འཛིན་རྒྱ་མཚོ', '😀👍❤']) {
      expect(await inkOf(text), `${text} is drawn`).toBeGreaterThan(3 * w);
    }
  });

  it('draws Arabic, Hebrew, Armenian and Georgian, a right-to-left answer flush right in its column', async () => {
    const w = await inkOf('W');
    for (const text of ['محمد علي', 'שלום עליכם', 'Հայաստան', 'ქართული']) {
      expect(await inkOf(text), `${text} is drawn`).toBeGreaterThan(3 * w);
    }
    // The answers' column runs from 252 to 558 pt: 504 to 1116 px at 2x.
    const latin = await answerSpan('Ada Lovelace');
    const arabic = await answerSpan('محمد علي');
    expect(latin.left).toBeLessThan(530);
    expect(latin.right).toBeLessThan(800);
    expect(arabic.right).toBeGreaterThan(1105);
    expect(arabic.left).toBeGreaterThan(800);
  });
});

describe('the partner logo in the application PDF', () => {
  const pixelsOf = async (bytes: Uint8Array, colour: [number, number, number]) => {
    const { png } = await renderFirstPage(bytes, 1);
    const image = await loadImage(png);
    const canvas = createCanvas(image.width, image.height);
    const context = canvas.getContext('2d');
    context.drawImage(image, 0, 0);
    // The top quarter of the first page, where the logo stands.
    const { data } = context.getImageData(0, 0, image.width, Math.round(image.height / 4));
    let count = 0;
    for (let index = 0; index < data.length; index += 4) {
      const near = colour.every((value, channel) => Math.abs((data[index + channel] ?? 0) - value) < 12);
      if (near) count += 1;
    }
    return count;
  };

  it('draws an SVG logo as vectors in place of the partner’s name, with its text', async () => {
    const svg = readFileSync(new URL('../../partners/northfield/logo.svg', import.meta.url));
    const base = await input(false);
    const bytes = await renderApplicationPdf({
      ...base,
      partnerName: 'Northfield College',
      logo: { contentType: 'image/svg+xml', bytes: svg },
    });
    const [cover] = await pdfPagesText(bytes);
    expect(cover).toContain('NORTHFIELD');
    // The shield's green (#1d4d34).
    expect(await pixelsOf(bytes, [0x1d, 0x4d, 0x34])).toBeGreaterThan(200);
    const without = await renderApplicationPdf({ ...base, partnerName: 'Northfield College' });
    expect(await pixelsOf(without, [0x1d, 0x4d, 0x34])).toBe(0);
  });

  it('places a PNG logo as an image', async () => {
    const canvas = createCanvas(120, 40);
    const context = canvas.getContext('2d');
    context.fillStyle = '#c8102e';
    context.fillRect(0, 0, 120, 40);
    const bytes = await renderApplicationPdf({
      ...(await input(false)),
      logo: { contentType: 'image/png', bytes: canvas.toBuffer('image/png') },
    });
    expect(await pixelsOf(bytes, [0xc8, 0x10, 0x2e])).toBeGreaterThan(500);
    const [cover] = await pdfPagesText(bytes);
    // The name stays in the running header line; the large title gives way to the logo.
    expect(cover).toContain('Demo University · Undergraduate Application');
  });
});
