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
