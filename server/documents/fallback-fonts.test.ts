/**
 * The runs a text is cut into, with the system's fallback fonts (scripts/ensure-fonts.sh
 * installs them for the tests, as a server's set-up does).
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { describe, expect, it } from 'vitest';
import { FALLBACK_FONT_FILES, FallbackFonts, fontkitTurnsRound } from './fallback-fonts';

const roboto = join(
  dirname(createRequire(import.meta.url).resolve('pdfmake/package.json')),
  'fonts/Roboto/Roboto-Regular.ttf',
);
const fonts = FallbackFonts.available(roboto);

describe('FallbackFonts', () => {
  it('finds every fallback on this system (npm test installs them)', () => {
    for (const font of FALLBACK_FONT_FILES) expect(existsSync(font.file), font.file).toBe(true);
    expect(fonts.fallbacks.map((font) => font.name)).toEqual([
      'FallbackCJK',
      'FallbackSymbols',
      'FallbackDevanagari',
      'FallbackBengali',
      'FallbackGurmukhi',
      'FallbackGujarati',
      'FallbackTamil',
      'FallbackTelugu',
      'FallbackKannada',
      'FallbackMalayalam',
      'FallbackOdia',
      'FallbackSinhala',
      'FallbackThai',
      'FallbackKhmer',
      'FallbackMyanmar',
      'FallbackEthiopic',
      'FallbackTibetan',
      'FallbackDejaVu',
    ]);
  });

  it('cuts the scripts of India and Thai into their fonts, vowel signs staying with their letters', () => {
    expect(fonts.runs('Priya प्रिया शर्मा')).toEqual([
      { text: 'Priya ' },
      { text: 'प्रिया शर्मा', font: 'FallbackDevanagari' },
    ]);
    expect(fonts.runs('সুমন')).toEqual([{ text: 'সুমন', font: 'FallbackBengali' }]);
    expect(fonts.runs('தமிழ்')).toEqual([{ text: 'தமிழ்', font: 'FallbackTamil' }]);
    expect(fonts.runs('สมชาย ใจดี')).toEqual([{ text: 'สมชาย ใจดี', font: 'FallbackThai' }]);
    expect(fonts.runs('ଓଡ଼ିଆ')).toEqual([{ text: 'ଓଡ଼ିଆ', font: 'FallbackOdia' }]);
  });

  it('cuts Sinhala, Khmer, Myanmar, Ethiopic and Tibetan into their fonts, and Lao into DejaVu Sans', () => {
    expect(fonts.runs('Nimal නිමල් පෙරේරා')).toEqual([
      { text: 'Nimal ' },
      { text: 'නිමල් පෙරේරා', font: 'FallbackSinhala' },
    ]);
    // A subscript consonant (coeng, U+17D2) stays with its letters.
    expect(fonts.runs('សុខ ចន្ទ')).toEqual([{ text: 'សុខ ចន្ទ', font: 'FallbackKhmer' }]);
    expect(fonts.runs('အောင်')).toEqual([{ text: 'အောင်', font: 'FallbackMyanmar' }]);
    expect(fonts.runs('አበበ ቢቂላ, 1960')).toEqual([
      { text: 'አበበ ቢቂላ', font: 'FallbackEthiopic' },
      { text: ', 1960' },
    ]);
    expect(fonts.runs('ສະບາຍດີ')).toEqual([{ text: 'ສະບາຍດີ', font: 'FallbackDejaVu' }]);
    // Tibetan's stacked consonants (subjoined letters, U+0F90-U+0FBC) stay with their letters.
    expect(fonts.runs('Tenzin བསྟན་འཛིན་རྒྱ་མཚོ')).toEqual([
      { text: 'Tenzin ' },
      { text: 'བསྟན་འཛིན་རྒྱ་མཚོ', font: 'FallbackTibetan' },
    ]);
  });

  it('hands right-to-left words over in visual order, each word and each space a run of its own', () => {
    expect(fonts.runs('محمد علي')).toEqual([
      { text: 'علي', font: 'FallbackDejaVu' },
      { text: ' ' },
      { text: 'محمد', font: 'FallbackDejaVu' },
    ]);
    expect(fonts.runs('שלום 12\nדוד')).toEqual([
      { text: '12' },
      { text: ' ' },
      { text: 'שלום', font: 'FallbackDejaVu' },
      { text: '\n' },
      { text: 'דוד', font: 'FallbackDejaVu' },
    ]);
    // Punctuation is set at the end it is read at, brackets mirrored: a comma left of שלום,
    // the brackets round an Arabic word seen as they open and close it.
    expect(fonts.runs('שלום, דוד')).toEqual([
      { text: 'דוד', font: 'FallbackDejaVu' },
      { text: ' ' },
      { text: ',' },
      { text: 'שלום', font: 'FallbackDejaVu' },
    ]);
    expect(fonts.runs('( علي )')).toEqual([
      { text: '(' },
      { text: ' ' },
      { text: 'علي', font: 'FallbackDejaVu' },
      { text: ' ' },
      { text: ')' },
    ]);
    // A run Roboto sets left to right, at a right-to-left level, is turned round here.
    expect(fonts.runs('שלום?!')).toEqual([{ text: '!?' }, { text: 'שלום', font: 'FallbackDejaVu' }]);
    // Arabic-Indic digits read left to right, but fontkit turns a run of the Arabic script
    // round: they are handed over turned round, so that they are seen as they read.
    expect(fonts.runs('رقم ١٢٣')).toEqual([
      { text: '٣٢١', font: 'FallbackDejaVu' },
      { text: ' ' },
      { text: 'رقم', font: 'FallbackDejaVu' },
    ]);
    // Armenian and Georgian, left to right, are DejaVu's too.
    expect(fonts.runs('Հայաստան')).toEqual([{ text: 'Հայաստան', font: 'FallbackDejaVu' }]);
  });

  it('knows which runs fontkit turns round: those whose first letter of a script of its own reads right to left', () => {
    expect(fontkitTurnsRound('שלום')).toBe(true);
    expect(fontkitTurnsRound('(علي)')).toBe(true);
    expect(fontkitTurnsRound('١٢٣')).toBe(true);
    expect(fontkitTurnsRound('?!')).toBe(false);
    expect(fontkitTurnsRound('12')).toBe(false);
    expect(fontkitTurnsRound('Ada שלום')).toBe(false);
  });

  it('measures a text in the fonts it is set in', () => {
    expect(fonts.width('', 10)).toBe(0);
    const ada = fonts.width('Ada', 10);
    expect(ada).toBeGreaterThan(10);
    expect(fonts.width('Ada Ada', 10)).toBeGreaterThan(2 * ada);
    expect(fonts.width('محمد', 20)).toBeCloseTo(2 * fonts.width('محمد', 10), 6);
  });

  it('leaves a text Roboto can draw as it is', () => {
    expect(fonts.runs('Ada Lovelace')).toBe('Ada Lovelace');
    expect(fonts.runs('Zoë Ł. Ørsted — Юлия, Ω')).toBe('Zoë Ł. Ørsted — Юлия, Ω');
  });

  it('cuts Chinese, Japanese and Korean out into the CJK font, spaces staying in their run', () => {
    expect(fonts.runs('王小明 (Wang)')).toEqual([
      { text: '王小明 ', font: 'FallbackCJK' },
      { text: '(Wang)' },
    ]);
    expect(fonts.runs('김민준 やまだ')).toEqual([{ text: '김민준 やまだ', font: 'FallbackCJK' }]);
  });

  it('keeps an emoji with its variation selector, skin tone and joiners in the symbols font', () => {
    expect(fonts.runs('I ❤️ it 👍🏽!')).toEqual([
      { text: 'I ' },
      { text: '❤️ ', font: 'FallbackSymbols' },
      { text: 'it ' },
      { text: '👍🏽', font: 'FallbackSymbols' },
      { text: '!' },
    ]);
  });

  it('leaves a character no font has in the default font (one run)', () => {
    // Cherokee: neither Roboto nor the fallbacks have it.
    expect(fonts.runs('ᏣᎳᎩ')).toBe('ᏣᎳᎩ');
  });

  it('has no fallbacks where their files are missing, and changes nothing then', () => {
    const none = FallbackFonts.available(roboto, [{ name: 'Missing', file: '/nonexistent/font.ttf' }]);
    expect(none.fallbacks).toEqual([]);
    expect(none.runs('王小明')).toBe('王小明');
    const definition: TDocumentDefinitions = { content: ['王'] };
    expect(none.definition(definition)).toBe(definition);
  });

  it('cuts the texts of every kind of content, keeping each node’s other properties', () => {
    const content: Content = [
      '王',
      { text: '李', style: 'title', margin: [0, 1, 0, 1] },
      { text: ['Name: ', { text: '陈', bold: true }] },
      { stack: ['金'] },
      { columns: [{ text: 'A' }, '朴'] },
      { ul: ['佐藤'] },
      { table: { widths: [10, '*'], body: [['Label', '高橋']] }, layout: 'noBorders' },
      { image: 'data:image/png;base64,AAAA', fit: [10, 10] },
    ];
    const cjk = (text: string) => ({ text: [{ text, font: 'FallbackCJK' }] });
    expect(fonts.content(content)).toEqual([
      cjk('王'),
      { text: [{ text: '李', font: 'FallbackCJK' }], style: 'title', margin: [0, 1, 0, 1] },
      { text: ['Name: ', { text: [{ text: '陈', font: 'FallbackCJK' }], bold: true }] },
      { stack: [cjk('金')] },
      { columns: [{ text: 'A' }, cjk('朴')] },
      { ul: [cjk('佐藤')] },
      { table: { widths: [10, '*'], body: [['Label', cjk('高橋')]] }, layout: 'noBorders' },
      { image: 'data:image/png;base64,AAAA', fit: [10, 10] },
    ]);
  });

  it('cuts the header and the footer, a function’s result included', () => {
    const definition = fonts.definition({
      content: [],
      header: { text: '东京大学' },
      footer: (current: number) => ({ text: `${current} 页` }),
    });
    expect(definition.header).toEqual({ text: [{ text: '东京大学', font: 'FallbackCJK' }] });
    const footer = definition.footer as (current: number, total: number) => Content;
    expect(footer(2, 3)).toEqual({ text: [{ text: '2 ' }, { text: '页', font: 'FallbackCJK' }] });
  });
});
