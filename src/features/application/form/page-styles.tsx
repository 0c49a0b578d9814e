/**
 * The form page's frames, static classes from the theme: a question's (its anchor, its
 * description, help and errors) and a section's (the landmark, its headings), with the
 * values of the MUI Box and Typography they replace. Every question of a page was a styled
 * Box: a page change to a page of forty questions serialised and hashed the same `sx`
 * forty times, in the click's task (issue 16).
 */
import GlobalStyles from '@mui/material/GlobalStyles';
import type { Theme } from '@mui/material/styles';

/** The class names of the page's frames (templates.tsx). */
export const pageClasses = {
  /** A question: its widget, then the texts under it; the target of /{page}#{key}. */
  question: 'admit-question',
  description: 'admit-question-description',
  /** A question's help text under its widget, whatever the widget (MUI's uncontained helper text). */
  help: 'admit-question-help',
  errors: 'admit-question-errors',
  error: 'admit-question-error',
  /**
   * A section the browser lays out and paints only near the viewport (content-visibility):
   * a keystroke's frame then costs what the visible sections cost, not the whole long page.
   * The size is a first guess for sections not yet seen; once seen, their own is kept. It
   * clips what it paints to its padding box, so a padding as wide as a focus ring (outline
   * and offset), taken back by the margin, keeps every ring whole.
   */
  section: 'admit-section',
  sectionTitle: 'admit-section-title',
  /** The title of a section with a description: closer to it. */
  describedTitle: 'admit-section-title-described',
  sectionDescription: 'admit-section-description',
  /** The heading of one entry of an add-another group ("Parent 2"). */
  entryTitle: 'admit-entry-title',
} as const;

const c = pageClasses;

/** The values of MUI's Typography (its root's margin, the variant's type) and of the Boxes' `sx`. */
function rules(theme: Theme) {
  const { palette, typography, spacing } = theme;
  return {
    [`.${c.question}`]: { scrollMarginTop: '5rem', marginBottom: spacing(3) },
    [`.${c.description}`]: {
      margin: 0,
      ...typography.body2,
      marginTop: spacing(0.5),
      color: palette.text.secondary,
    },
    [`.${c.help}`]: {
      color: palette.text.secondary,
      ...typography.caption,
      fontSize: '0.875rem',
      textAlign: 'left',
      margin: '3px 0 0',
    },
    [`.${c.errors}`]: { listStyle: 'none', padding: 0, margin: 0, marginTop: spacing(0.5) },
    [`.${c.error}`]: {
      display: 'flex',
      alignItems: 'flex-start',
      gap: spacing(0.5),
      color: palette.error.main,
      ...typography.body2,
    },
    [`.${c.section}`]: {
      padding: spacing(1),
      marginLeft: spacing(-1),
      marginRight: spacing(-1),
      marginTop: spacing(-1),
      marginBottom: spacing(1),
      contentVisibility: 'auto',
      containIntrinsicSize: 'auto 40rem',
    },
    [`.${c.sectionTitle}`]: { margin: 0, ...typography.h2, marginBottom: spacing(2) },
    [`.${c.sectionTitle}.${c.describedTitle}`]: { marginBottom: spacing(1) },
    [`.${c.sectionDescription}`]: { margin: 0, ...typography.body1, marginBottom: spacing(2) },
    [`.${c.entryTitle}`]: {
      margin: 0,
      ...typography.h3,
      fontSize: '1.0625rem',
      fontWeight: 700,
      marginBottom: spacing(2),
    },
  };
}

/** The page's frames' rules: mount once above the form pages (the form layout). */
export function PageStyles() {
  return <GlobalStyles styles={rules} />;
}
