/**
 * The account cards' texts (SPEC 2), read from schemas/auth.json beside their rules, so
 * that staff word a card there and not in its code (checked by schemas/meta/auth.meta.json).
 */
import auth from '../../schemas/auth.json';

/** Each card's title, description, labels, buttons and links, and the labels they share. */
export const cardTexts = auth.cards;

/** The live list of password requirements: its title, and what a screen reader hears after each item. */
export const requirementTexts = {
  title: auth.password.requirementsTitle,
  met: auth.password.requirementMet,
  notMet: auth.password.requirementNotMet,
} as const;

/**
 * A text split around its `{name}` placeholder, for a card that shows the value in its own
 * element (an address in bold): the text before it, and after. A text without the
 * placeholder is all `before`, and the value is not shown.
 */
export function splitPlaceholder(text: string, name: string): { before: string; after?: string } {
  const at = text.indexOf(`{${name}}`);
  return at < 0 ? { before: text } : { before: text.slice(0, at), after: text.slice(at + name.length + 2) };
}
