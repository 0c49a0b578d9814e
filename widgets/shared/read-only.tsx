/**
 * The print-style pieces of SPEC 1's staff view: a label over a plain box, a checkbox
 * as [X] / [ ], a month/year pair. Static text only: nothing here takes focus.
 *
 * Plain elements with static classes, whose rules ReadOnlyStyles adds once from the
 * theme: a complete application has a few hundred answers, and a styled component (MUI
 * `sx`, Typography) per box cost the print view most of its render on a phone (issue 16).
 */
import GlobalStyles from '@mui/material/GlobalStyles';
import type { Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** The class names of the pieces below. */
const classes = {
  field: 'admit-read-only',
  label: 'admit-read-only-label',
  box: 'admit-read-only-box',
  check: 'admit-read-only-check',
  checkLabel: 'admit-read-only-check-label',
  pair: 'admit-read-only-pair',
  caption: 'admit-read-only-caption',
} as const;

/** The pieces' rules, from the theme (the values the MUI components they replace had). */
function rules(theme: Theme) {
  return {
    [`.${classes.field}`]: { marginBottom: theme.spacing(2) },
    [`.${classes.label}`]: {
      ...theme.typography.body2,
      margin: 0,
      marginBottom: theme.spacing(0.5),
      fontWeight: 600,
    },
    [`.${classes.box}`]: {
      border: `1px solid ${theme.palette.divider}`,
      borderRadius: theme.shape.borderRadius,
      padding: theme.spacing(1, 1.5),
      minHeight: '2.5rem',
      whiteSpace: 'pre-wrap',
      overflowWrap: 'anywhere',
    },
    [`.${classes.check}`]: { marginBottom: theme.spacing(2), fontFamily: 'monospace, monospace' },
    [`.${classes.checkLabel}`]: { fontFamily: theme.typography.body1.fontFamily },
    [`.${classes.pair}`]: { display: 'flex', gap: theme.spacing(1) },
    [`.${classes.pair} > .${classes.box}`]: { flex: 1 },
    [`.${classes.caption}`]: { ...theme.typography.caption, margin: 0 },
  };
}

/** The rules of every read-only piece: mount once above them (the staff view, the stories' harness). */
export function ReadOnlyStyles() {
  return <GlobalStyles styles={rules} />;
}

interface ReadOnlyProps {
  id: string;
  label: string;
  children?: ReactNode;
}

/** A label and the answer in a plain box. */
export function ReadOnlyBox({ id, label, children }: ReadOnlyProps) {
  return (
    <div data-read-only="" className={classes.field}>
      <div id={`${id}-label`} className={classes.label}>
        {label}
      </div>
      {/* dir="auto": an answer in Arabic or Hebrew reads right to left, set against the right edge. */}
      {/* biome-ignore lint/a11y/useSemanticElements: the markup the MUI Box had; a fieldset would bring its own border and legend. */}
      <div aria-labelledby={`${id}-label`} role="group" className={classes.box} dir="auto">
        {children}
      </div>
    </div>
  );
}

/** A checkbox answer as [X] label / [ ] label. */
export function ReadOnlyCheck({ id, label, checked }: { id: string; label: string; checked: boolean }) {
  return (
    <div id={id} data-read-only="" className={classes.check}>
      <span>{checked ? '[X]' : '[ ]'}</span> <span className={classes.checkLabel}>{label}</span>
    </div>
  );
}

/** Month and year side by side, each in its own box. */
export function ReadOnlyPair({
  id,
  label,
  pair,
  captions,
}: {
  id: string;
  label: string;
  pair: [string, string];
  /** 'Month' and 'Year' (the catalogue's messages). */
  captions: [string, string];
}) {
  return (
    <div data-read-only="" className={classes.field}>
      <div id={`${id}-label`} className={classes.label}>
        {label}
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: the markup the MUI Box had; a fieldset would bring its own border and legend. */}
      <div role="group" aria-labelledby={`${id}-label`} className={classes.pair}>
        <div className={classes.box}>
          <div className={classes.caption}>{captions[0]}</div>
          {pair[0]}
        </div>
        <div className={classes.box}>
          <div className={classes.caption}>{captions[1]}</div>
          {pair[1]}
        </div>
      </div>
    </div>
  );
}
