import { createElement, Fragment, type ReactNode } from 'react';

/**
 * A catalogue text with its `{name}` placeholders filled in by elements (a link) or text, as
 * fillMessage fills them with text: a placeholder without a value stays as written.
 */
export function fillElements(template: string, values: Record<string, ReactNode>): ReactNode {
  const parts = template.split(/(\{\w+\})/).map((part) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return name !== undefined && name in values ? values[name] : part;
  });
  // Children given one by one need no keys.
  return createElement(Fragment, null, ...parts);
}
