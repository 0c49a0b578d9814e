/**
 * The `tel:` link of a partner's phone as partner.json writes it for people to read
 * ('+1 (514) 555-0199 ext. 2', '617-555-0100 / fax 617-555-0101'). The number is the text
 * up to the first character a phone number is not written with (a letter, '/', ',', ';',
 * '#'): what follows is an extension or a note, whose digits appended to the number would
 * dial another one. Of the number, the digits are kept, and a leading '+'.
 */
export function telHref(phone: string): string {
  const written = /^[\s\d+().\-\u2010-\u2013]*/.exec(phone)?.[0] ?? '';
  const digits = written.replace(/\D/g, '');
  return `tel:${written.trim().startsWith('+') ? '+' : ''}${digits}`;
}
