/**
 * WCAG 2.1 contrast of a partner's theme: every colour pair the UI draws (src/lib/theme.ts
 * and the components reading it), each with the ratio AA asks for: 4.5:1 for text, 3:1
 * for large text and for the parts of controls one must see (the focus rings).
 */

/** The colour roles of partner.json's theme. */
export interface ThemeColours {
  primary: string;
  secondary: string;
  accent: string;
  neutral: string;
  white: string;
  error: string;
  disabled: string;
}

/** A colour the UI draws: a role of the theme, or the page background made from one. */
type Role = keyof ThemeColours | 'background' | 'text';

/** One pair the UI draws: the foreground's role, where it sits, and the ratio it needs. */
export interface ContrastPair {
  name: string;
  foreground: Role;
  background: Role;
  minimum: number;
}

/** A foreground drawn on both surfaces (the page and the cards): its name, role and ratio. */
type OnSurfaces = [name: string, foreground: Role, minimum: number];

/** The page (`background`) and the cards (`white`), as pair names say them. */
const SURFACES: [Role, string][] = [
  ['background', 'on background'],
  ['white', 'on white (cards)'],
];

/** Each foreground on the page and on the cards, one pair per surface. */
function onSurfaces(table: OnSurfaces[]): ContrastPair[] {
  return table.flatMap(([name, foreground, minimum]) =>
    SURFACES.map(([background, where]) => ({ name: `${name} ${where}`, foreground, background, minimum })),
  );
}

/**
 * What the UI draws, pair by pair. `background` is the page (the neutral colour 93%
 * lighter, as src/lib/theme.ts makes it), `white` the cards; `text` is body text (the
 * neutral colour 60% darker). Disabled controls are exempt (WCAG 1.4.3); `secondary` is
 * drawn nowhere yet.
 */
export const CONTRAST_PAIRS: readonly ContrastPair[] = [
  { name: 'text on primary (the header, buttons)', foreground: 'white', background: 'primary', minimum: 4.5 },
  ...onSurfaces([
    ['link', 'primary', 4.5],
    ['text', 'text', 4.5],
    ['secondary text (neutral)', 'neutral', 4.5],
    ['error', 'error', 4.5],
  ]),
  { name: 'text on error (the delete button)', foreground: 'white', background: 'error', minimum: 4.5 },
  ...onSurfaces([['focus ring (primary)', 'primary', 3]]),
  {
    name: 'focus ring (accent) on primary (the header)',
    foreground: 'accent',
    background: 'primary',
    minimum: 3,
  },
];

type Rgb = [number, number, number];

function rgb(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function hex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/** MUI's lighten and darken on #rrggbb (channels truncated as MUI does). */
function lighten(colour: string, amount: number): string {
  return hex(rgb(colour).map((c) => Math.trunc(c + (255 - c) * amount)) as Rgb);
}
function darken(colour: string, amount: number): string {
  return hex(rgb(colour).map((c) => Math.trunc(c * (1 - amount))) as Rgb);
}

/** WCAG 2.1 relative luminance of #rrggbb. */
export function luminance(colour: string): number {
  const [r, g, b] = rgb(colour).map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.1 contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Every colour the UI draws, from the theme's roles. */
export function drawnColours(theme: ThemeColours): Record<Role, string> {
  return { ...theme, background: lighten(theme.neutral, 0.93), text: darken(theme.neutral, 0.6) };
}

/** A pair under its minimum: its name, colours and ratio. */
export interface ContrastFailure {
  pair: ContrastPair;
  foreground: string;
  background: string;
  /** Rounded down to two decimals, so 4.499 shows as 4.49, never as a passing 4.5. */
  ratio: number;
}

/** The pairs of a theme that miss WCAG 2.1 AA. */
export function contrastFailures(theme: ThemeColours): ContrastFailure[] {
  const colours = drawnColours(theme);
  const failures: ContrastFailure[] = [];
  for (const pair of CONTRAST_PAIRS) {
    const ratio = contrastRatio(colours[pair.foreground], colours[pair.background]);
    if (ratio < pair.minimum) {
      failures.push({
        pair,
        foreground: colours[pair.foreground],
        background: colours[pair.background],
        ratio: Math.floor(ratio * 100) / 100,
      });
    }
  }
  return failures;
}
