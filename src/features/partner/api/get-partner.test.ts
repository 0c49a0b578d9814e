import { describe, expect, it } from 'vitest';
import { servedPartner } from './get-partner';

/** A page as the server sends it, with the data block's text as given. */
function page(block: string | null): Document {
  const doc = document.implementation.createHTMLDocument('Admit');
  if (block !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = 'admit-partner';
    script.textContent = block;
    doc.head.append(script);
  }
  return doc;
}

describe('servedPartner', () => {
  it("reads the settings index.html carries, '<' escaped as the server writes it", () => {
    const settings = { id: 'northfield', name: 'Northfield </script> College' };
    const text = JSON.stringify(settings).replace(/</g, '\\u003c');
    expect(servedPartner(page(text))).toEqual(settings);
  });

  it('is undefined without the block or with a block that is not JSON, so the settings are fetched', () => {
    expect(servedPartner(page(null))).toBeUndefined();
    expect(servedPartner(page(''))).toBeUndefined();
    expect(servedPartner(page('{not json'))).toBeUndefined();
  });
});
