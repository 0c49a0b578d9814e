import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pngFile } from '../tests/api/fixtures/files';
import { LOGO_MAX_BYTES, LogoError, loadPartnerLogo, logoUrl, svgProblem } from './partner-logo';

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
      'logo.file: cut.png is a damaged PNG image, which the application PDF cannot draw: Incomplete or corrupt PNG file',
    );
    const damaged = Buffer.from(png);
    damaged.fill(0xff, damaged.indexOf('IDAT') + 10, damaged.indexOf('IDAT') + 30);
    write('damaged.png', damaged);
    expect(() => load({ file: 'damaged.png', alt: 'A' })).toThrow(
      'logo.file: damaged.png is a damaged PNG image, which the application PDF cannot draw: invalid distance too far back',
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
