/** The part of jsdom (a devDependency without types of its own) the API tests use: its HTML parser. */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string);
    readonly window: { readonly document: Document };
  }
}
