/**
 * A catalogue message with its `{name}` placeholders filled in: every occurrence of each
 * name given; a placeholder with no value stays as it is written, so a staff member's
 * typo shows rather than vanishing.
 */
export function fillMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
