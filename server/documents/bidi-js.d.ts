/** The part of bidi-js (no types of its own) that bidi.ts uses: Unicode's bidirectional algorithm (UAX #9). */
declare module 'bidi-js' {
  interface EmbeddingLevels {
    /** Each UTF-16 unit's level: odd is right to left. */
    levels: Uint8Array;
    paragraphs: { start: number; end: number; level: number }[];
  }
  interface Bidi {
    getEmbeddingLevels(text: string, direction?: 'ltr' | 'rtl'): EmbeddingLevels;
    /** The character's bidirectional type: 'L', 'R', 'AL', 'EN', 'AN', 'ON', 'WS', ... */
    getBidiCharTypeName(character: string): string;
    /** The character's mirror image (')' for '('), or null when it has none. */
    getMirroredCharacter(character: string): string | null;
  }
  export default function bidiFactory(): Bidi;
}
