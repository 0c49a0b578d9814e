/**
 * What Roboto cannot draw, drawn with a font that can. pdfmake draws a whole text run in
 * one font, and Roboto has Latin, Greek and Cyrillic only: a name in Chinese, Japanese or
 * Korean, in Hindi or Thai, or an emoji, came out of the application PDF as blanks. Each
 * text of a document definition is cut into runs by the first font that has each
 * character: Roboto, then the fallbacks the system has (Debian's fonts-droid-fallback for
 * CJK, fonts-symbola for emoji and symbols, the Lohit fonts for the scripts of India,
 * LKLUG for Sinhala, Garuda for Thai, Khmer OS, Padauk for Myanmar, Abyssinica SIL for
 * Ethiopic and Tibetan Machine Uni), read with fontkit, the font reader pdfkit itself uses, which also shapes them
 * (its Indic shaper reorders and joins Devanagari's vowel signs and conjuncts, Khmer's
 * subscript consonants too).
 *
 * Hebrew, Arabic (and Persian, Urdu), Armenian, Georgian and Lao are DejaVu Sans's. A text
 * with a right-to-left word is handed to pdfmake in pieces in visual order (./bidi.ts):
 * pdfmake places them left to right, fontkit reverses and joins the letters of each. Not
 * covered: scripts no fallback here has (Mongolian, Cherokee, ...).
 */
import { existsSync } from 'node:fs';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { hasRightToLeft, type LevelRun, levelRuns, readsRightToLeft } from './bidi';
import { fromPdfkit } from './pdf-libraries';

/** A font pdfmake may draw with: its name in the definition and its file. */
export interface FallbackFont {
  name: string;
  file: string;
}

/** The fallbacks, in order, where Debian installs them. Those missing are left out. */
export const FALLBACK_FONT_FILES: FallbackFont[] = [
  { name: 'FallbackCJK', file: '/usr/share/fonts-droid-fallback/truetype/DroidSansFallback.ttf' },
  { name: 'FallbackSymbols', file: '/usr/share/fonts/truetype/ancient-scripts/Symbola_hint.ttf' },
  ...(
    [
      ['Devanagari', 'lohit-devanagari/Lohit-Devanagari'],
      ['Bengali', 'lohit-bengali/Lohit-Bengali'],
      ['Gurmukhi', 'lohit-punjabi/Lohit-Gurmukhi'],
      ['Gujarati', 'lohit-gujarati/Lohit-Gujarati'],
      ['Tamil', 'lohit-tamil/Lohit-Tamil'],
      ['Telugu', 'lohit-telugu/Lohit-Telugu'],
      ['Kannada', 'lohit-kannada/Lohit-Kannada'],
      ['Malayalam', 'lohit-malayalam/Lohit-Malayalam'],
      ['Odia', 'lohit-oriya/Lohit-Odia'],
      ['Sinhala', 'sinhala/lklug'],
      ['Thai', 'tlwg/Garuda'],
      ['Khmer', 'khmeros/KhmerOS'],
      ['Myanmar', 'padauk/Padauk-Regular'],
      ['Ethiopic', 'abyssinica/AbyssinicaSIL-Regular'],
      ['Tibetan', 'tibetan-machine/TibetanMachineUni'],
      ['DejaVu', 'dejavu/DejaVuSans'],
    ] as const
  ).map(([script, file]) => ({ name: `Fallback${script}`, file: `/usr/share/fonts/truetype/${file}.ttf` })),
];

interface FontCoverage {
  hasGlyphForCodePoint(codePoint: number): boolean;
  layout(text: string): { advanceWidth: number };
  unitsPerEm: number;
}
const fontkit = fromPdfkit('fontkit') as { openSync(file: string): FontCoverage };

/** A run of a text: the default font's when `font` is absent. */
export interface TextRun {
  text: string;
  font?: string;
}

/**
 * Characters that belong to the one before them: combining marks (variation selectors are
 * marks too), skin tones and the zero-width joiner. Whitespace also stays in the run it is in.
 */
const JOINS_PREVIOUS = /^(?:\p{M}|\p{Emoji_Modifier}|\u200d|\s)$/u;

/** Cuts a text into what a reader sees as one character each (a letter and its marks). */
const GRAPHEMES = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The runs styledLine made: set as they are, not cut again. */
const SET_AS_THEY_ARE = new WeakSet<object>();

/** Whether an inline text part is a run styledLine made. */
function isSetAsItIs(part: unknown): boolean {
  return typeof part === 'object' && part !== null && SET_AS_THEY_ARE.has(part);
}

/** The scripts fontkit sets right to left (its own list): the letters of a run in one are turned round by it. */
const FONTKIT_RIGHT_TO_LEFT =
  /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Cypriot}\p{Script=Kharoshthi}\p{Script=Phoenician}\p{Script=Nko}\p{Script=Lydian}\p{Script=Avestan}\p{Script=Imperial_Aramaic}\p{Script=Inscriptional_Pahlavi}\p{Script=Inscriptional_Parthian}\p{Script=Old_South_Arabian}\p{Script=Old_Turkic}\p{Script=Samaritan}\p{Script=Mandaic}\p{Script=Meroitic_Cursive}\p{Script=Meroitic_Hieroglyphs}\p{Script=Manichaean}\p{Script=Mende_Kikakui}\p{Script=Nabataean}\p{Script=Old_North_Arabian}\p{Script=Palmyrene}\p{Script=Psalter_Pahlavi}]/u;

/** The first character of a script of its own (not Common, not Inherited): fontkit picks a run's direction by it. */
const OWN_SCRIPT = /[^\p{Script=Common}\p{Script=Inherited}]/u;

/**
 * Whether fontkit turns the run round as it sets it: its first character of a script of its
 * own is of a right-to-left script. Arabic-Indic digits are of the Arabic script: fontkit
 * turns '١٢٣' round though it reads left to right.
 */
export function fontkitTurnsRound(text: string): boolean {
  const first = OWN_SCRIPT.exec(text)?.[0];
  return first !== undefined && FONTKIT_RIGHT_TO_LEFT.test(first);
}

/** The text with its characters (each with its marks) in the opposite order. */
function turnedRound(text: string): string {
  return [...GRAPHEMES.segment(text)]
    .map((each) => each.segment)
    .reverse()
    .join('');
}

/** The index of the last of the ascending offsets at or before `offset` (a binary search). */
function lastAtOrBefore(starts: number[], offset: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if ((starts[middle] ?? 0) <= offset) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** A part of a line with its pdfmake style (bold, italics, decoration). */
export interface StyledPart<S> {
  text: string;
  style: S;
}

/** A run of a styled line: its part's style, its text as it is seen, and its font by name. */
export type StyledRun<S> = S & { text: string; font: string };

/** Cuts texts into runs by the fonts that have their characters. */
export class FallbackFonts {
  private readonly opened = new Map<string, FontCoverage>();
  private readonly chosen = new Map<number, string | undefined>();
  /** Each fallback's file by its name. */
  private readonly files: Map<string, string>;

  /**
   * @param primary the file of the default font (Roboto's regular face)
   * @param fallbacks the fonts to try in order, where the default has no glyph
   * @param primaryName the default font's name in pdfmake's fonts
   */
  constructor(
    private readonly primary: string,
    readonly fallbacks: FallbackFont[],
    private readonly primaryName = 'Roboto',
  ) {
    this.files = new Map(fallbacks.map((font) => [font.name, font.file]));
  }

  /** The fallbacks that exist on this system. */
  static available(primary: string, candidates = FALLBACK_FONT_FILES): FallbackFonts {
    return new FallbackFonts(
      primary,
      candidates.filter((font) => existsSync(font.file)),
    );
  }

  /** The font whose file is read only when a character first needs it. */
  private coverage(file: string): FontCoverage {
    let font = this.opened.get(file);
    if (!font) {
      font = fontkit.openSync(file);
      this.opened.set(file, font);
    }
    return font;
  }

  /** The fallback's name for the character, or undefined for the default font (also when no font has it). */
  private fontFor(codePoint: number): string | undefined {
    if (this.chosen.has(codePoint)) return this.chosen.get(codePoint);
    let name: string | undefined;
    if (!this.coverage(this.primary).hasGlyphForCodePoint(codePoint)) {
      name = this.fallbacks.find((font) => this.coverage(font.file).hasGlyphForCodePoint(codePoint))?.name;
    }
    this.chosen.set(codePoint, name);
    return name;
  }

  /** The text as it is when the default font has every character, else its runs. */
  runs(text: string): string | TextRun[] {
    // Printable ASCII and Latin-1 are Roboto's: most answers need no lookup at all.
    if (this.fallbacks.length === 0 || /^[\x20-\x7e\xa0-\xff\n\r\t]*$/.test(text)) return text;
    if (hasRightToLeft(text)) return this.visualRuns(text);
    return this.fontRuns(text);
  }

  /**
   * A text with right-to-left words, line by line, in pieces in visual order (./bidi.ts): each
   * piece's font runs and each space a run of its own, so that pdfmake keeps their order and
   * fontkit reverses no space into a word (pieceRuns says how each run is handed over).
   */
  private visualRuns(text: string): TextRun[] {
    const runs: TextRun[] = [];
    text.split(/\r\n|\r|\n/).forEach((line, index) => {
      if (index > 0) runs.push({ text: '\n' });
      const words = line.split(/\s+/).filter((word) => word !== '');
      for (const piece of levelRuns(words.join(' '), readsRightToLeft(line)))
        runs.push(...this.pieceRuns(piece));
    });
    return runs;
  }

  /**
   * One line of styled parts (a paragraph's runs, or parts of them, cut to the line) as
   * pdfmake gets it: runs in visual order, each of one level, one font and one part, with
   * the part's style and its font named. `content` sets these runs as they are.
   */
  styledLine<S extends object>(parts: StyledPart<S>[], rightToLeft: boolean): StyledRun<S>[] {
    const starts: number[] = [];
    let offset = 0;
    for (const part of parts) {
      starts.push(offset);
      offset += part.text.length;
    }
    const line = parts.map((part) => part.text).join('');
    const styled: StyledRun<S>[] = [];
    for (const piece of levelRuns(line, rightToLeft, new Set(starts))) {
      const style = parts[lastAtOrBefore(starts, piece.start)]?.style as S;
      for (const run of this.pieceRuns(piece)) {
        const made = { ...style, text: run.text, font: run.font ?? this.primaryName };
        SET_AS_THEY_ARE.add(made);
        styled.push(made);
      }
    }
    return styled;
  }

  /**
   * A piece's font runs as they are seen. In a right-to-left piece the runs come last to
   * first, each seen turned round; in a left-to-right one, first to last, each as it reads.
   * fontkit turns round a run of a right-to-left script itself: such a run is handed over
   * as it reads where it is seen turned round, and turned round here where it is not (the
   * Arabic-Indic digits of a number).
   */
  private pieceRuns(piece: LevelRun): TextRun[] {
    const own = this.fontRuns(piece.text);
    const runs = typeof own === 'string' ? [{ text: own }] : own;
    const rightToLeft = piece.level % 2 === 1;
    return (rightToLeft ? runs.reverse() : runs).map((run) =>
      fontkitTurnsRound(run.text) === rightToLeft ? run : { ...run, text: turnedRound(run.text) },
    );
  }

  /** The font a run is set in; `primary` for the default font's runs. */
  private fontOf(run: TextRun, primary = this.primary): FontCoverage {
    return this.coverage(run.font === undefined ? primary : (this.files.get(run.font) ?? primary));
  }

  /**
   * The width of a text in points at a font size, each run in its own font (fontkit's layout);
   * `primary`: another face of the default font (its bold), with the same characters.
   */
  width(text: string, size: number, primary = this.primary): number {
    const runs = this.runs(text);
    return (typeof runs === 'string' ? [{ text: runs }] : runs).reduce((sum: number, run: TextRun) => {
      const font = this.fontOf(run, primary);
      return sum + (font.layout(run.text).advanceWidth * size) / font.unitsPerEm;
    }, 0);
  }

  /** The text cut into runs by font, in reading order. */
  private fontRuns(text: string): string | TextRun[] {
    const runs: TextRun[] = [];
    for (const character of text) {
      const last = runs.at(-1);
      const font =
        last && JOINS_PREVIOUS.test(character) ? last.font : this.fontFor(character.codePointAt(0) ?? 0);
      if (last && last.font === font) last.text += character;
      else runs.push(font === undefined ? { text: character } : { text: character, font });
    }
    return runs.length === 1 && runs[0]?.font === undefined ? text : runs;
  }

  /** A text property's value with its strings cut into runs (inline objects keep their own style). */
  private text(value: unknown): unknown {
    if (typeof value === 'string') return this.runs(value);
    if (Array.isArray(value)) {
      return value.flatMap((part): (Content | TextRun)[] => {
        // A run styledLine made is already cut and ordered: it is set as it is.
        if (typeof part !== 'string') return [isSetAsItIs(part) ? part : this.content(part as Content)];
        const runs = this.runs(part);
        return typeof runs === 'string' ? [runs] : runs;
      });
    }
    return value;
  }

  /** A node of pdfmake content with every text in it cut into runs; other properties as they are. */
  content(node: Content): Content {
    if (typeof node === 'string') {
      const runs = this.runs(node);
      return typeof runs === 'string' ? node : { text: runs };
    }
    if (Array.isArray(node)) return node.map((child) => this.content(child as Content));
    if (node === null || typeof node !== 'object') return node;
    const copy: Record<string, unknown> = { ...node };
    if ('text' in copy) copy.text = this.text(copy.text);
    for (const key of ['stack', 'columns', 'ul', 'ol'] as const) {
      if (Array.isArray(copy[key])) copy[key] = (copy[key] as Content[]).map((child) => this.content(child));
    }
    const table = copy.table as { body?: Content[][] } | undefined;
    if (table && Array.isArray(table.body)) {
      copy.table = { ...table, body: table.body.map((row) => row.map((cell) => this.content(cell))) };
    }
    return copy as unknown as Content;
  }

  /** The definition with its content, header and footer cut into runs. */
  definition(definition: TDocumentDefinitions): TDocumentDefinitions {
    if (this.fallbacks.length === 0) return definition;
    type Margin = TDocumentDefinitions['header'];
    const margin = (part: Margin): Margin => {
      if (typeof part === 'function') {
        return ((...args: Parameters<typeof part>) => {
          const made = part(...args);
          return made === null || made === undefined ? made : this.content(made);
        }) as Margin;
      }
      return this.content(part as Content) as Margin;
    };
    const result: TDocumentDefinitions = { ...definition, content: this.content(definition.content) };
    if (definition.header !== undefined) result.header = margin(definition.header);
    if (definition.footer !== undefined) {
      result.footer = margin(definition.footer as Margin) as TDocumentDefinitions['footer'];
    }
    return result;
  }
}
