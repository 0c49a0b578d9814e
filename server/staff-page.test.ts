import { describe, expect, it } from 'vitest';
import { staffPageHtml } from './staff-page';

const BUILT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Admit</title>
<script type="module" crossorigin src="/assets/index-abc.js"></script>
<link rel="modulepreload" crossorigin href="/assets/start-def.js">
</head><body><div id="root">
  <main class="boot"><svg aria-label="Loading"></svg></main>
</div></body></html>`;

const MARKUP = { title: 'Title', css: '.a{color:red}', html: '<main>view</main>' };

describe('staffPageHtml', () => {
  it("puts the view in #root, its title and styles in the head, and takes Vite's scripts out", () => {
    const page = staffPageHtml(BUILT, MARKUP);
    expect(page).not.toMatch(/<script|modulepreload/);
    expect(page).toContain('<div id="root"><main>view</main></div>');
    expect(page).not.toContain('class="boot"');
    expect(page).toContain('<title>Title</title>');
    expect(page).toContain('<style data-staff-page>.a{color:red}</style>\n</head>');
  });

  it('fills an empty #root too (index.html without the spinner)', () => {
    const page = staffPageHtml(
      '<html><head><title></title></head><body><div id="root"></div></body></html>',
      MARKUP,
    );
    expect(page).toContain('<div id="root"><main>view</main></div>');
  });

  it('escapes the title, keeps the styles inside their element and the markup as given', () => {
    const page = staffPageHtml(BUILT, {
      title: 'A & B <i>',
      css: '.a::after{content:"</style><script>x()</script>"}',
      html: '<main>$& $1 $$</main>',
    });
    expect(page).toContain('<title>A &amp; B &lt;i&gt;</title>');
    expect(page).not.toContain('</style><script>');
    expect(page.match(/<\/style>/g)).toHaveLength(1);
    expect(page).toContain('<main>$& $1 $$</main>');
  });
});
