/** The built client: precompressed assets, cache headers and the index.html fallback with the partner's settings. */
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../server/messages';
import { withPartnerData } from '../../server/plugins/static';
import type { TestApp } from './support/harness';
import { startAppOnDist } from './support/stand-in-dist';

const INDEX =
  '<!doctype html><html><head><title>Admit</title></head><body><div id="root"></div></body></html>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

describe('static client', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startAppOnDist({
      'index.html': INDEX,
      'assets/app-abc123.js': SCRIPT,
      'assets/app-abc123.js.br': brotliCompressSync(SCRIPT),
      'assets/app-abc123.js.gz': gzipSync(SCRIPT),
      'assets/app-abc123.js.map': '{}',
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const html = { accept: 'text/html,application/xhtml+xml' };

  const BLOCK = /<script type="application\/json" id="admit-partner">(.*?)<\/script><\/head>/;

  /** Checks a page is index.html with GET /public/partner's settings as a data block before </head>. */
  async function expectServedIndex(page: string): Promise<void> {
    expect(page.replace(BLOCK, '</head>')).toBe(INDEX);
    const settings = (await t.app.inject({ url: '/public/partner' })).json();
    expect(JSON.parse(BLOCK.exec(page)?.[1] ?? 'null')).toEqual(settings);
  }

  it('serves index.html at / without caching it, with the partner settings as a data block', async () => {
    const response = await t.app.inject({ url: '/', headers: html });
    expect(response.statusCode).toBe(200);
    await expectServedIndex(response.body);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('sends index.html compressed as the browser accepts, and /index.html as /', async () => {
    const br = await t.app.inject({ url: '/', headers: { ...html, 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    await expectServedIndex(brotliDecompressSync(br.rawPayload).toString());
    const gz = await t.app.inject({ url: '/about', headers: { ...html, 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const direct = await t.app.inject({ url: '/index.html', headers: html });
    expect(direct.statusCode).toBe(200);
    await expectServedIndex(direct.body);
  });

  it('escapes < in the settings, so no text in them ends the data block', () => {
    const page = withPartnerData(INDEX, { name: '</script><script>alert(1)</script>' });
    expect(page).not.toContain('</script><script>');
    const block = /id="admit-partner">(.*?)<\/script>/.exec(page);
    expect(JSON.parse(block?.[1] ?? 'null')).toEqual({ name: '</script><script>alert(1)</script>' });
  });

  it("keeps $ in the settings as written ($', $& and $$ are no replacement patterns)", () => {
    const settings = { name: "Dean$'s office", application_title: 'Fee: US$$0 $& more' };
    const page = withPartnerData(INDEX, settings);
    expect(JSON.parse(BLOCK.exec(page)?.[1] ?? 'null')).toEqual(settings);
    expect(page.replace(BLOCK, '</head>')).toBe(INDEX);
  });

  it('answers 404 with its JSON message for a path the static files refuse to resolve', async () => {
    for (const url of ['//api/profile', '//about']) {
      const response = await t.app.inject({ url, headers: html });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: messages.notFound });
    }
  });

  it('sends assets precompressed with a long cache', async () => {
    const br = await t.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toContain('javascript');
    const gz = await t.app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ url: '/assets/app-abc123.js' });
    expect(plain.body).toBe(SCRIPT);
  });

  it('does not serve source maps', async () => {
    expect((await t.app.inject({ url: '/assets/app-abc123.js.map' })).statusCode).toBe(404);
  });

  it('answers client routes that accept HTML with index.html, keeping API paths JSON', async () => {
    for (const url of ['/about', '/reset?username=a%40b.com&id=xyz', '/no/such/page?x=1']) {
      const response = await t.app.inject({ url, headers: html });
      expect(response.statusCode).toBe(200);
      await expectServedIndex(response.body);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    expect((await t.app.inject({ url: '/api/unknown', headers: html })).statusCode).toBe(401);
    for (const url of ['/public/unknown', '/lookup/x', '/service/x', '/healthz/x']) {
      const response = await t.app.inject({ url, headers: html });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found.' });
    }
    const image = await t.app.inject({ url: '/missing.png', headers: { accept: 'image/*' } });
    expect(image.statusCode).toBe(404);
    expect(image.json()).toEqual({ message: 'Not found.' });
  });
});
