/**
 * The rules of MUI components at their defaults, for elements drawn without the
 * components (issue 16: each component a page does not load is script it does not run).
 */
import type { Theme } from '@mui/material/styles';

/** MUI SvgIcon's rules at its default size, for an icon drawn without the component. */
export function svgIconRules(typography: Theme['typography']) {
  return {
    userSelect: 'none',
    width: '1em',
    height: '1em',
    display: 'inline-block',
    flexShrink: 0,
    fill: 'currentColor',
    fontSize: typography.pxToRem(24),
  } as const;
}

/** MUI FormControl's root: a column holding a question's label and its control. */
export const formControlRootRules = {
  display: 'inline-flex',
  flexDirection: 'column',
  position: 'relative',
  minWidth: 0,
  padding: 0,
  margin: 0,
  border: 0,
  verticalAlign: 'top',
} as const;

/** MUI FormLabel's text (an InputLabel's too, before it is placed). */
export function formLabelRules({ palette, typography }: Theme) {
  return {
    color: palette.text.secondary,
    ...typography.body1,
    lineHeight: '1.4375em',
    padding: 0,
  } as const;
}
