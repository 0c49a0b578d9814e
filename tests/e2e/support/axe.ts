/** Accessibility check of a page: WCAG 2.1 A and AA with axe, failing on serious or critical findings. */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Runs axe on the page and throws a readable list of every serious or critical violation. */
export async function expectAccessible(page: Page, name: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const blocking = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  if (blocking.length === 0) return;
  const report = blocking
    .map((violation) => {
      const nodes = violation.nodes
        .map((node) => `    - ${node.target.join(' ')}: ${node.failureSummary?.replace(/\n/g, ' ') ?? ''}`)
        .join('\n');
      return `  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${nodes}`;
    })
    .join('\n');
  throw new Error(`axe found ${blocking.length} serious or critical violation(s) on ${name}:\n${report}`);
}
