/**
 * Stands in for markdown-to-jsx (vite.config.ts aliases it here). @rjsf/core renders
 * Markdown only when a uiSchema enables it (enableMarkdownInDescription / InHelp) and in
 * its own error texts; the catalogue enables neither, so its ~25 KB gzipped parser
 * would never run. Text shows as it is written, with no markup.
 */
import type { ReactNode } from 'react';

interface MarkdownProps {
  children?: ReactNode;
  options?: unknown;
  [attribute: string]: unknown;
}

/** The text, unparsed, in a span (markdown-to-jsx wraps inline text in one too). */
export function Markdown({ children, options: _options, ...rest }: MarkdownProps) {
  return <span {...rest}>{children}</span>;
}

export default Markdown;
