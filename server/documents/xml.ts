/**
 * A small, strict-enough XML reader for the parts of a docx package: elements with
 * attributes and text, entities decoded. No DTDs (a docx has none; refusing them also
 * rules out entity expansion attacks).
 */

/** An element: its qualified name, attributes and children (elements and text). */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlNode[];
}
/** A node of the tree. */
export type XmlNode = XmlElement | string;

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** Decodes the five named entities and numeric references. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-z]+);/g, (whole, entity: string) => {
    if (entity.startsWith('#x')) return String.fromCodePoint(Number.parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return String.fromCodePoint(Number.parseInt(entity.slice(1), 10));
    return ENTITIES[entity] ?? whole;
  });
}

const TOKEN =
  /<!--[\s\S]*?-->|<!\[CDATA\[([\s\S]*?)\]\]>|<\?[\s\S]*?\?>|<!([^>]*)>|<(\/?)([A-Za-z_][\w:.-]*)((?:\s+[\w:.-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|([^<]+)|(<)/g;
const ATTRIBUTE = /([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/** Parses a document; throws on mismatched tags, a DTD or stray '<'. */
export function parseXml(xml: string): XmlElement {
  const root: XmlElement = { name: '#document', attributes: {}, children: [] };
  const stack: XmlElement[] = [root];
  for (const match of xml.matchAll(TOKEN)) {
    const [, cdata, declaration, closing, name, attributeText, selfClosing, text, stray] = match;
    const parent = stack[stack.length - 1] as XmlElement;
    if (stray !== undefined) throw new Error('Malformed XML: stray <');
    if (declaration !== undefined) throw new Error('XML declarations (DTD) are not allowed');
    if (cdata !== undefined) parent.children.push(cdata);
    else if (text !== undefined) parent.children.push(decodeEntities(text));
    else if (name !== undefined && closing === '/') {
      if (parent.name !== name || stack.length === 1) throw new Error(`Malformed XML: unexpected </${name}>`);
      stack.pop();
    } else if (name !== undefined) {
      const attributes: Record<string, string> = {};
      for (const [, key, double, single] of (attributeText ?? '').matchAll(ATTRIBUTE)) {
        attributes[key as string] = decodeEntities(double ?? single ?? '');
      }
      const element: XmlElement = { name, attributes, children: [] };
      parent.children.push(element);
      if (selfClosing !== '/') stack.push(element);
    }
  }
  if (stack.length !== 1) throw new Error('Malformed XML: unclosed elements');
  const top = root.children.find((child): child is XmlElement => typeof child !== 'string');
  if (!top) throw new Error('Malformed XML: no root element');
  return top;
}

/** The element children of a node, optionally only those named `name`. */
export function elements(node: XmlElement, name?: string): XmlElement[] {
  return node.children.filter(
    (child): child is XmlElement => typeof child !== 'string' && (name === undefined || child.name === name),
  );
}

/** The first element child named `name`. */
export function child(node: XmlElement | undefined, name: string): XmlElement | undefined {
  return node ? elements(node, name)[0] : undefined;
}
