/**
 * The checks of a partner's settings (partner.json) beyond its meta-schema: the id is
 * the folder's name, and the theme's colour pairs reach WCAG 2.1 AA contrast.
 */
import { contrastFailures, type ThemeColours } from './contrast';
import type { Report } from './report';
import { pointer } from './walk';

const HEX = /^#[0-9a-fA-F]{6}$/;
const ROLES = ['primary', 'secondary', 'accent', 'neutral', 'white', 'error', 'disabled'] as const;

function isTheme(value: unknown): value is ThemeColours {
  if (typeof value !== 'object' || value === null) return false;
  const theme = value as Record<string, unknown>;
  return ROLES.every((role) => typeof theme[role] === 'string' && HEX.test(theme[role] as string));
}

/** Adds the findings about partners/<id>/partner.json to the report. */
export function checkPartnerSettings(report: Report, partnerId: string): void {
  const settings = report.sources.partners[partnerId]?.settings;
  if (!settings) return;
  const file = `partners/${partnerId}/partner.json`;
  if (settings.id !== undefined && settings.id !== partnerId) {
    report.add(
      'error',
      file,
      '/id',
      report.text('partnerId', { key: String(settings.id), group: partnerId }),
    );
  }
  // A theme that breaks the meta-schema is reported there.
  if (!isTheme(settings.theme)) return;
  for (const failure of contrastFailures(settings.theme)) {
    const { foreground, background } = failure.pair;
    // Point at the brand colour to change: white is rarely it, and the page background
    // and body text come from neutral.
    const role =
      [foreground, background].find((name) => !['background', 'text', 'white'].includes(name)) ??
      (foreground === 'text' || background === 'background' ? 'neutral' : 'white');
    report.add(
      'error',
      file,
      pointer('theme', role),
      report.text('lowContrast', {
        pair: failure.pair.name,
        foreground: failure.foreground,
        background: failure.background,
        ratio: failure.ratio.toFixed(2),
        minimum: failure.pair.minimum,
      }),
    );
  }
}
