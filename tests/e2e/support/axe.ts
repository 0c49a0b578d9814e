/**
 * Accessibility check of a page: WCAG 2.1 A and AA with axe. By default it fails on
 * serious or critical findings; `{ impacts: 'all' }` fails on any finding at all, for
 * journeys held to axe at 0 violations (the shipped partners', issue 13).
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface AxeOptions {
  /** Which findings fail the check: serious and critical ones (default), or every one. */
  impacts?: 'serious' | 'all';
}

/** Runs axe on the page and throws a readable list of every violation that fails the check. */
export async function expectAccessible(page: Page, name: string, options: AxeOptions = {}): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const all = options.impacts === 'all';
  const blocking = results.violations.filter(
    (violation) => all || violation.impact === 'serious' || violation.impact === 'critical',
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
  const kind = all ? '' : ' serious or critical';
  throw new Error(`axe found ${blocking.length}${kind} violation(s) on ${name}:\n${report}`);
}
