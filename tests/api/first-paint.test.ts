/** The first form page's top, painted as HTML before the client's JavaScript arrives (server/first-paint.ts). */
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueSources } from '../../engine';
import { SESSION_COOKIE } from '../../engine/session';
import { firstPaintMarkup, firstPaintPage, withFirstPaint } from '../../server/first-paint';
import type { TestApp } from './support/harness';
import { startAppOnDist } from './support/stand-in-dist';

const SPINNER = '<svg role="progressbar" aria-label="Loading"></svg>';
const INDEX = `<!doctype html><html><head><title>Admit</title></head><body><div id="root">
      <main class="boot">
        ${SPINNER}
      </main>
    </div></body></html>`;

/** The text of each element of `html` with the class, entities decoded. */
function texts(html: string, name: string): string[] {
  return [...html.matchAll(new RegExp(`<div class="fp-${name}(?: [^"]*)?">(.*?)</div>`, 'g'))].map((match) =>
    (match[1] ?? '')
      .replace(/<[^>]+>/g, '')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&'),
  );
}

describe.each(['demo', 'northfield', 'lakeshore'])('first paint of the first form page (%s)', (partner) => {
  let t: TestApp;
  const html = { accept: 'text/html,application/xhtml+xml' };
  beforeAll(async () => {
    t = await startAppOnDist({ 'index.html': INDEX }, { env: { PARTNER: partner } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("puts the partner's banner, the navigation, the header message, the page title and its first section before the spinner", async () => {
    const page = t.app.engine.catalogue.pages[0];
    const section = page?.sections[0];
    expect(page && section).toBeTruthy();
    if (!page || !section) return;
    const response = await t.app.inject({ url: page.path, headers: html });
    expect(response.statusCode).toBe(200);
    const body = response.body;
    // Before #root, which keeps its spinner (hidden behind the picture until the app removes it).
    expect(body.indexOf('<div id="first-paint"')).toBeGreaterThan(0);
    expect(body.indexOf('<div id="first-paint"')).toBeLessThan(body.indexOf('<div id="root">'));
    expect(body).toMatch(/<div id="root">\s*<main class="boot">/);
    expect(body.match(new RegExp(SPINNER, 'g'))).toHaveLength(2);
    // The banner: the logo when partner.json has one (the address GET /public/partner gives), else the name.
    const logo = t.app.partnerLogo;
    if (logo) {
      expect(texts(body, 'name')).toEqual([]);
      const settings = (await t.app.inject({ url: '/public/partner' })).json() as { logo: { url: string } };
      expect(body).toContain(`<img src="${settings.logo.url}" alt="">`);
    } else {
      expect(texts(body, 'name')).toEqual([t.app.partner.name]);
      expect(body).not.toContain('<img');
    }
    expect(texts(body, 'subtitle')).toEqual([String(t.app.partner.application_title)]);
    // The Account button's place: the catalogue's word for it, unseen.
    expect(texts(body, 'account')).toEqual([t.app.engine.catalogue.index.messages.account]);
    expect(body).toContain('<div class="fp-account"><span class="fp-account-icon"></span>');
    // The navigation bar: every page's title, the first one current.
    expect(texts(body, 'tab')).toEqual(t.app.engine.catalogue.pages.map((each) => each.title));
    expect(body).toContain(`<div class="fp-tab fp-current">${page.title}</div>`);
    // SPEC 1's anonymous message, from the catalogue's texts (which header-message.tsx shows too).
    const messages = t.app.engine.catalogue.index.headerMessages;
    expect(texts(body, 'message-title')).toEqual([messages.anonymousTitle]);
    expect(texts(body, 'message-body')).toEqual([
      messages.anonymousBody.replace('{signup}', messages.signupLink).replace('{login}', messages.loginLink),
    ]);
    expect(body).not.toContain('fp-unseen');
    expect(body).not.toContain('fp-save');
    expect(texts(body, 'title')).toEqual([page.title]);
    expect(texts(body, 'section')).toEqual([section.title]);
    expect(texts(body, 'description')).toEqual(section.description ? [section.description] : []);
    // A picture of the page for the eye: assistive technology hears the spinner's "Loading" alone.
    expect(body).not.toMatch(/<(h[1-6]|header|nav|a|form|input)\b/);
    expect(body.match(/aria-hidden="true"/g)).toHaveLength(3);
    expect(body).not.toMatch(/<(button|select|textarea)\b|tabindex|href=/);
    expect(response.headers.vary).toBe('accept-encoding, cookie');
    // The same page compressed, with a query string too.
    const br = await t.app.inject({
      url: `${page.path}?from=mail`,
      headers: { ...html, 'accept-encoding': 'br' },
    });
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(body);
  });

  it("paints a request with a session cookie the same boxes, the header message's empty", async () => {
    const path = t.app.engine.catalogue.pages[0]?.path ?? '';
    const anonymous = (await t.app.inject({ url: path, headers: html })).body;
    // Only the database knows the applicant's message (its name, their status): no text of it is seen.
    for (const cookie of [`${SESSION_COOKIE}=abc`, `theme=dark; ${SESSION_COOKIE}=abc`]) {
      const body = (await t.app.inject({ url: path, headers: { ...html, cookie } })).body;
      const messages = t.app.engine.catalogue.index.headerMessages;
      expect(body).toContain(
        `<div class="fp-message-title fp-unseen">${messages.returningTitleNoName}</div>`,
      );
      expect(body).toContain(`<div class="fp-message-body fp-unseen">${messages.returningBody}</div>`);
      expect(body).not.toContain(messages.anonymousTitle);
      // The places of the save status and of each tab's progress mark, unseen (only the app knows them).
      const saved = t.app.engine.catalogue.index.saveMessages.saved;
      expect(body).toContain(
        `<div class="fp-save fp-unseen"><span class="fp-save-icon"></span>${saved}</div>`,
      );
      expect(body.match(/<span class="fp-badge fp-unseen">0<\/span><\/div>/g)).toHaveLength(
        t.app.engine.catalogue.pages.length,
      );
      // Everything else is the anonymous picture.
      const rest = (html: string) =>
        html
          .replace(/<div class="fp-message">.*?<\/div><\/div>/, '')
          .replace(/<div class="fp-save .*?<\/div>/, '')
          .replace(/<span class="fp-badge .*?<\/span>/g, '');
      expect(rest(body)).toBe(rest(anonymous));
    }
    // Another cookie alone is anonymous.
    const other = (await t.app.inject({ url: path, headers: { ...html, cookie: 'theme=dark' } })).body;
    expect(other).toBe(anonymous);
  });

  it('keeps the spinner alone on every other page and on a staff link to the first page', async () => {
    const staffLink = `${t.app.engine.catalogue.pages[0]?.path}?service_token=abc`;
    for (const url of ['/', '/education', '/login', '/staff/x', '/about/x', staffLink]) {
      const response = await t.app.inject({ url, headers: html });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<main class="boot">');
      expect(response.body).not.toContain('class="fp');
    }
  });
});

describe('first paint markup', () => {
  const page = {
    path: '/about',
    title: 'About <You>',
    section: { title: 'A & B', description: '"Quoted" <b>' },
    pages: ['About <You>', 'Q&A'],
    messages: { ...catalogueSources.index.headerMessages, anonymousTitle: 'Hi <you>', signupLink: '<join>' },
    saved: 'All <saved>',
    account: 'My <account>',
  };

  it('escapes every text from the catalogue and the settings', () => {
    const markup = firstPaintMarkup(
      { name: '</p><script>alert(1)</script>', application_title: "O'Neil", theme: {} },
      page,
      SPINNER,
    );
    expect(markup).not.toContain('<script>');
    expect(texts(markup, 'name')).toEqual(['</p><script>alert(1)</script>']);
    expect(texts(markup, 'subtitle')).toEqual(["O'Neil"]);
    expect(texts(markup, 'title')).toEqual(['About <You>']);
    expect(texts(markup, 'section')).toEqual(['A & B']);
    expect(texts(markup, 'description')).toEqual(['"Quoted" <b>']);
    expect(texts(markup, 'tab')).toEqual(['About <You>', 'Q&A']);
    expect(texts(markup, 'message-title')).toEqual(['Hi <you>']);
    expect(texts(markup, 'account')).toEqual(['My <account>']);
    expect(texts(markup, 'message-body')[0]).toContain('<join>');
    expect(markup).toContain('<span class="fp-link">&lt;join&gt;</span>');
  });

  it("shows the logo in place of the partner's name, its address escaped", () => {
    const markup = firstPaintMarkup({ name: 'U' }, page, SPINNER, 'anonymous', { url: '/logo?v="1"' });
    expect(markup).toContain('<img src="/logo?v=&quot;1&quot;" alt="">');
    expect(texts(markup, 'name')).toEqual([]);
  });

  it("gives the page the partner's colours, ignoring any that is not #rrggbb", () => {
    const theme = { primary: '#0b3d6e', accent: 'red;}</style>', neutral: '#4a5561' };
    const markup = firstPaintMarkup({ name: 'U', theme }, page, SPINNER);
    expect(markup).toContain('--fp-primary: #0b3d6e');
    expect(markup).not.toContain('--fp-accent');
    // As src/lib/theme.ts's page and text colours: lighten(neutral, 0.93), darken(neutral, 0.6).
    expect(markup).toContain('--fp-page: rgb(242, 243, 243)');
    expect(markup).toContain('--fp-text: rgb(29, 34, 38)');
  });

  it('leaves an index.html without a spinner as it is', () => {
    const plain = '<html><body><div id="root"></div></body></html>';
    expect(withFirstPaint(plain, { name: 'U' }, page)).toBe(plain);
  });

  it('takes the first page and its first section of the catalogue', () => {
    expect(firstPaintPage({ pages: [], index: catalogueSources.index })).toBeUndefined();
    const section = { title: 'S', description: 'D' };
    const pages = [
      { title: 'One', path: '/one', sections: [section, { title: 'T' }] },
      { title: 'Two', path: '/two', sections: [] },
    ] as unknown as Parameters<typeof firstPaintPage>[0]['pages'];
    expect(firstPaintPage({ pages, index: catalogueSources.index })).toEqual({
      path: '/one',
      title: 'One',
      section,
      pages: ['One', 'Two'],
      messages: catalogueSources.index.headerMessages,
      saved: catalogueSources.index.saveMessages.saved,
      account: 'Account',
    });
  });
});
