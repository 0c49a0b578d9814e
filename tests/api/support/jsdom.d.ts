/**
 * The part of jsdom (a devDependency without types of its own) the tests use: its HTML
 * parser, and running a script in the parsed page (the phone bench's control count).
 */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string, options?: { runScripts?: 'outside-only' });
    readonly window: { readonly document: Document; eval(source: string): unknown };
  }
}
