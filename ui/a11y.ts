/**
 * The accessibility props every input carries: aria-invalid while RJSF has errors for
 * it, and aria-describedby naming the error list and help text RJSF's MUI templates
 * render under the field (ids from @rjsf/utils, so template and widget agree).
 */
import { ariaDescribedByIds } from '@rjsf/utils';

/** Props for the focusable element of a widget. */
export function inputA11y(id: string, rawErrors: string[] | undefined, extra: string[] = []) {
  const invalid = (rawErrors?.length ?? 0) > 0;
  return {
    'aria-invalid': invalid,
    'aria-describedby': [ariaDescribedByIds(id), ...extra].filter(Boolean).join(' '),
  } as const;
}

/** Text for screen readers only (the classic clip pattern). */
export const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;
