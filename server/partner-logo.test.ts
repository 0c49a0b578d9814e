import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pngFile } from '../tests/api/fixtures/files';
import {
  LOGO_MAX_BYTES,
  LOGO_MAX_SIDE,
  LogoError,
  loadPartnerLogo,
  logoUrl,
  svgProblem,
} from './partner-logo';

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#123456"/></svg>';

describe('loadPartnerLogo', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'admit-logo-'));
    mkdirSync(join(dir, 'acme'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const write = (name: string, content: string | Buffer) => writeFileSync(join(dir, 'acme', name), content);
  const load = (logo: unknown) => loadPartnerLogo('acme', logo === undefined ? {} : { logo }, dir);

  it('has no logo when partner.json names none', () => {
    expect(load(undefined)).toBeNull();
  });

  it('reads an SVG and a PNG with their types, alt text and a version that follows the bytes', () => {
    write('logo.svg', SVG);
    write('logo.png', pngFile(40, 20));
    const svg = load({ file: 'logo.svg', alt: ' Acme College ' });
    expect(svg).toMatchObject({ file: 'logo.svg', alt: 'Acme College', contentType: 'image/svg+xml' });
    expect(svg?.bytes.toString('utf8')).toBe(SVG);
    const png = load({ file: 'logo.png', alt: 'Acme College' });
    expect(png?.contentType).toBe('image/png');
    expect(logoUrl(png as NonNullable<typeof png>)).toMatch(/^\/public\/partner\/logo\?v=[0-9a-f]{12}$/);
    expect(png?.version).not.toBe(svg?.version);
  });

  it.each([
    ['not an object', 'logo.svg', 'logo: must be an object with "file" and "alt"'],
    [
      'a path outside the folder',
      { file: '../demo/logo.svg', alt: 'A' },
      'logo.file: must name a .svg or .png file',
    ],
    ['another type', { file: 'logo.gif', alt: 'A' }, 'logo.file: must name a .svg or .png file'],
    ['no alt text', { file: 'logo.svg', alt: '  ' }, 'logo.alt: must be the text that stands for the logo'],
    ['a missing file', { file: 'gone.svg', alt: 'A' }, 'logo.file: the file gone.svg does not exist'],
  ])('refuses %s, naming partner.json and the JSON path', (_what, logo, message) => {
    write('logo.svg', SVG);
    expect(() => load(logo)).toThrow(message);
    expect(() => load(logo)).toThrow(join('acme', 'partner.json'));
  });

  it('refuses a PNG that is not one, and a file above the size limit', () => {
    write('fake.png', SVG);
    expect(() => load({ file: 'fake.png', alt: 'A' })).toThrow('logo.file: fake.png is not a PNG image');
    write('big.svg', `${SVG}<!--${'x'.repeat(LOGO_MAX_BYTES)}-->`);
    expect(() => load({ file: 'big.svg', alt: 'A' })).toThrow('big.svg is larger than 256 KB');
  });

  it('refuses a PNG or an SVG the application PDF cannot draw, naming what is wrong', () => {
    const png = pngFile(40, 20);
    write('cut.png', png.subarray(0, 60));
    expect(() => load({ file: 'cut.png', alt: 'A' })).toThrow(
      'logo.file: cut.png is a damaged PNG image, which the application PDF cannot draw: the file ends inside a chunk (it is cut short, or a chunk’s length is wrong)',
    );
    // Damaged image data under a checksum that matches it: only inflating the data finds it out.
    const damaged = Buffer.from(png);
    const idat = damaged.indexOf('IDAT');
    damaged.fill(0xff, idat + 10, idat + 30);
    const end = idat + 4 + damaged.readUInt32BE(idat - 4);
    damaged.writeUInt32BE(crc32(damaged.subarray(idat, end)), end);
    write('damaged.png', damaged);
    expect(() => load({ file: 'damaged.png', alt: 'A' })).toThrow(
      'logo.file: damaged.png is a damaged PNG image, which the application PDF cannot draw: Unrecognised filter type',
    );
    write('amp.svg', '<svg xmlns="http://www.w3.org/2000/svg"><text>Crest & Co</text></svg>');
    expect(() => load({ file: 'amp.svg', alt: 'A' })).toThrow(
      'logo.file: amp.svg is not well-formed XML, which the application PDF cannot draw: Invalid character in entity name (line 1, column 54)',
    );
    write('root.svg', '<g><svg xmlns="http://www.w3.org/2000/svg"></svg></g>');
    expect(() => load({ file: 'root.svg', alt: 'A' })).toThrow(
      'logo.file: root.svg is not an SVG image the application PDF can draw: its outermost element is <g>, not <svg>',
    );
  });

  /** One PNG chunk: its length (written as given), type, data and CRC. */
  function chunk(type: string, data: Buffer, length = data.length): Buffer {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(length >>> 0, 0);
    head.write(type, 4, 'latin1');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
    return Buffer.concat([head, data, crc]);
  }
  /** The PNG with a chunk put right after its IHDR (8 bytes of signature, 25 of IHDR). */
  const withChunk = (png: Buffer, extra: Buffer) =>
    Buffer.concat([png.subarray(0, 33), extra, png.subarray(33)]);

  it('refuses a PNG whose chunk lengths would make the PDF reader loop or read past the file, at once', () => {
    // png-js (pdfkit's reader) reads a chunk's length as a signed number: 0xfffffff4 is -12,
    // which took it back to the same chunk, forever, in every applicant's PDF.
    write('loop.png', withChunk(pngFile(40, 20), chunk('zzZz', Buffer.alloc(0), 0xfffffff4)));
    expect(() => load({ file: 'loop.png', alt: 'A' })).toThrow(
      'logo.file: loop.png is a damaged PNG image, which the application PDF cannot draw: the file ends inside a chunk (it is cut short, or a chunk’s length is wrong)',
    );
    // An image chunk longer than the file.
    write(
      'long.png',
      withChunk(pngFile(40, 20), chunk('IDAT', Buffer.alloc(16), 0x7fffffff).subarray(0, 24)),
    );
    expect(() => load({ file: 'long.png', alt: 'A' })).toThrow('long.png is a damaged PNG image');
  });

  it('refuses a PNG whose chunk does not match its checksum, as browsers do', () => {
    const png = pngFile(40, 20);
    const wrong = Buffer.from(png);
    const idat = wrong.indexOf('IDAT');
    wrong.writeUInt8(wrong.readUInt8(idat + 6) ^ 0x01, idat + 6); // the image data changed, its CRC not
    write('crc.png', wrong);
    expect(() => load({ file: 'crc.png', alt: 'A' })).toThrow(
      'crc.png is a damaged PNG image, which the application PDF cannot draw: a chunk does not match its checksum, or the file goes on after its end',
    );
  });

  it(`refuses a PNG larger than ${LOGO_MAX_SIDE} pixels a side before decoding it`, () => {
    // A header of 60000 x 60000 pixels (its data never read): decoding it would take gigabytes.
    const png = pngFile(40, 20);
    const ihdr = Buffer.from(png.subarray(16, 29));
    ihdr.writeUInt32BE(60_000, 0);
    ihdr.writeUInt32BE(60_000, 4);
    write('huge.png', Buffer.concat([png.subarray(0, 8), chunk('IHDR', ihdr), png.subarray(33)]));
    expect(() => load({ file: 'huge.png', alt: 'A' })).toThrow(
      `logo.file: huge.png is 60000 × 60000 pixels: a logo may have at most ${LOGO_MAX_SIDE} pixels a side`,
    );
    write('wide.png', pngFile(LOGO_MAX_SIDE + 1, 2));
    expect(() => load({ file: 'wide.png', alt: 'A' })).toThrow(`wide.png is ${LOGO_MAX_SIDE + 1} × 2 pixels`);
    write('edge.png', pngFile(LOGO_MAX_SIDE, 2));
    expect(load({ file: 'edge.png', alt: 'A' })?.contentType).toBe('image/png');
  });

  it('tells the JSON path and the problem apart from the message (the checker reports them)', () => {
    write('big.svg', `${SVG}<!--${'x'.repeat(LOGO_MAX_BYTES)}-->`);
    let error: unknown;
    try {
      load({ file: 'big.svg', alt: 'A' });
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(LogoError);
    expect(error).toMatchObject({ path: 'logo.file', problem: 'big.svg is larger than 256 KB' });
  });

  it('refuses an SVG that could run script or load anything', () => {
    write('bad.svg', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');
    expect(() => load({ file: 'bad.svg', alt: 'A' })).toThrow(
      'logo.file: bad.svg: the SVG holds an event handler attribute (on...)',
    );
  });
});

describe('svgProblem', () => {
  it.each([
    ['<svg><script>alert(1)</script></svg>', 'a <script> element'],
    ['<svg><foreignObject><div/></foreignObject></svg>', 'a <foreignObject> element (embedded HTML)'],
    ['<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg>&x;</svg>', 'an entity declaration'],
    ['<svg><a href="javascript:alert(1)"><rect/></a></svg>', 'a javascript: URL'],
    ['<svg><image href="https://tracker.example/x.png"/></svg>', 'a reference to another file or address'],
    ['<svg><image xlink:href="logo.png"/></svg>', 'a reference to another file or address'],
    ['<svg><rect style="fill:url(https://x.example/a)"/></svg>', 'a url() to another file or address'],
    ['<svg><style>@import "https://x.example/a.css";</style></svg>', 'a CSS @import'],
    [
      '<svg><image href="#none"><set attributeName="href" to="https://tracker.example/p.png"/></image></svg>',
      'an animation of a link (<set> or <animate> of href)',
    ],
    [
      '<svg><a href="#x"><animate attributeName = "xlink:href" values="#x;https://x.example"/></a></svg>',
      'an animation of a link (<set> or <animate> of href)',
    ],
    ['<html><body>not an image</body></html>', 'the file is not an SVG image'],
  ])('%s: %s', (text, problem) => {
    expect(svgProblem(text)).toContain(problem);
  });

  it('accepts shapes, text, gradients and #fragment references', () => {
    const text =
      '<svg xmlns="http://www.w3.org/2000/svg"><defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs>' +
      '<rect fill="url(#g)" width="4" height="4"/><use href="#g"/><text x="1" y="2">Acme</text></svg>';
    expect(svgProblem(text)).toBeUndefined();
  });
});
