/**
 * The page's width, centred: what MUI's Container gives the app's uses, with the same rules
 * (issue 16: a Box, without Container's code on the first page). The full width up to the
 * breakpoint `maxWidth` names, centred, with gutters of 16 px, 24 px from `sm` up (none with
 * `disableGutters`); `sx` comes after, as Container's own.
 */
import Box, { type BoxProps } from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';

export interface PageWidthProps extends Omit<BoxProps, 'maxWidth'> {
  maxWidth: 'md' | 'lg';
  disableGutters?: boolean;
}

export function PageWidth({ maxWidth, disableGutters = false, sx, ...props }: PageWidthProps) {
  return (
    <Box
      {...props}
      sx={[
        (theme: Theme) => ({
          width: '100%',
          marginLeft: 'auto',
          boxSizing: 'border-box',
          marginRight: 'auto',
          ...(!disableGutters && {
            paddingLeft: theme.spacing(2),
            paddingRight: theme.spacing(2),
            [theme.breakpoints.up('sm')]: { paddingLeft: theme.spacing(3), paddingRight: theme.spacing(3) },
          }),
          [theme.breakpoints.up(maxWidth)]: {
            maxWidth: `${theme.breakpoints.values[maxWidth]}${theme.breakpoints.unit}`,
          },
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
