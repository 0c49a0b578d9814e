/**
 * The radio options' rules, static classes from the theme: the look of MUI's Radio in a
 * FormControlLabel (the same sizes, colours, icons and focus ring), on a native
 * `<input type="radio">` with no ButtonBase and no ripple. On a phone a MUI Radio's click
 * cost most of its interaction: the ripple's mount and forced layout, the styled
 * re-renders of every option, and on the page's first click the ripple's rules inserted
 * into the document, which restyled the whole page (issue 16).
 */
import GlobalStyles from '@mui/material/GlobalStyles';
import { alpha, type Theme } from '@mui/material/styles';
import { formControlRootRules, formLabelRules, svgIconRules } from '../shared/mui-rules';

/** The class names of the radio option's pieces (radio-widget.tsx). */
export const radioClasses = {
  fieldset: 'admit-radio-fieldset',
  /** The group's legend, as MUI's FormLabel; `error` and `disabled` colour it. */
  legend: 'admit-radio-legend',
  asterisk: 'admit-radio-asterisk',
  error: 'admit-radio-error',
  group: 'admit-radio-group',
  row: 'admit-radio-group-row',
  option: 'admit-radio',
  disabled: 'admit-radio-disabled',
  control: 'admit-radio-control',
  input: 'admit-radio-input',
  icon: 'admit-radio-icon',
  ring: 'admit-radio-ring',
  dot: 'admit-radio-dot',
  label: 'admit-radio-label',
  /** A checkbox's two icons (checkbox-widget.tsx), in the same option: the one shown follows `:checked`. */
  unchecked: 'admit-checkbox-unchecked',
  checked: 'admit-checkbox-checked',
} as const;

const c = radioClasses;

/**
 * The values MUI's FormControl (a fieldset), FormLabel (its legend), FormGroup,
 * FormControlLabel, Radio (SwitchBase, ButtonBase) and RadioButtonIcon have.
 */
function rules(theme: Theme) {
  const { palette, transitions } = theme;
  const dotTransition = (easing: string) =>
    transitions.create('transform', { easing, duration: transitions.duration.shortest });
  return {
    [`.${c.fieldset}`]: formControlRootRules,
    [`.${c.legend}`]: { ...formLabelRules(theme), position: 'relative' },
    [`.${c.legend}.${c.disabled}`]: { color: palette.text.disabled },
    [`.${c.legend}.${c.error}, .${c.legend}.${c.error} .${c.asterisk}`]: { color: palette.error.main },
    [`.${c.group}`]: { display: 'flex', flexDirection: 'column', flexWrap: 'wrap' },
    [`.${c.row}`]: { flexDirection: 'row' },
    [`.${c.option}`]: {
      display: 'inline-flex',
      alignItems: 'center',
      cursor: 'pointer',
      verticalAlign: 'middle',
      WebkitTapHighlightColor: 'transparent',
      marginLeft: -11,
      marginRight: 16,
    },
    [`.${c.disabled}`]: { cursor: 'default' },
    [`.${c.control}`]: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      position: 'relative',
      boxSizing: 'border-box',
      padding: 9,
      borderRadius: '50%',
      color: palette.text.secondary,
      verticalAlign: 'middle',
    },
    [`.${c.option}:not(.${c.disabled}) .${c.control}:hover`]: {
      backgroundColor: alpha(palette.primary.main, palette.action.hoverOpacity),
      '@media (hover: none)': { backgroundColor: 'transparent' },
    },
    [`.${c.input}`]: {
      cursor: 'inherit',
      position: 'absolute',
      opacity: 0,
      width: '100%',
      height: '100%',
      top: 0,
      left: 0,
      margin: 0,
      padding: 0,
      zIndex: 1,
    },
    [`.${c.icon}`]: { position: 'relative', display: 'flex', borderRadius: '50%' },
    [`.${c.input}:checked + .${c.icon}`]: { color: palette.primary.main },
    [`.${c.input}:disabled + .${c.icon}`]: { color: palette.action.disabled },
    // The theme's focus ring (ButtonBase's .Mui-focusVisible) around the 42 px control, over
    // the disc MUI's focus ripple fills it with.
    [`.${c.input}:focus-visible + .${c.icon}`]: {
      outline: `3px solid ${palette.primary.main}`,
      outlineOffset: 11,
      boxShadow: `0 0 0 9px ${alpha(palette.text.secondary, 0.3)}`,
    },
    [`.${c.input}:checked:focus-visible + .${c.icon}`]: {
      boxShadow: `0 0 0 9px ${alpha(palette.primary.main, 0.3)}`,
    },
    // The legend in the primary colour while an option has the focus, as FormLabel's Mui-focused.
    [`.${c.fieldset}:focus-within > .${c.legend}:not(.${c.error})`]: { color: palette.primary.main },
    [`.${c.icon} svg`]: {
      ...svgIconRules(theme.typography),
    },
    [`.${c.ring}`]: { transform: 'scale(1)' },
    [`.${c.dot}`]: {
      left: 0,
      position: 'absolute',
      transform: 'scale(0)',
      transition: dotTransition(transitions.easing.easeIn),
    },
    [`.${c.input}:checked + .${c.icon} .${c.dot}`]: {
      transform: 'scale(1)',
      transition: dotTransition(transitions.easing.easeOut),
    },
    '@media (prefers-reduced-motion: reduce)': { [`.${c.dot}`]: { transition: 'none !important' } },
    // A checkbox (checkbox-widget.tsx): MUI's Checkbox shows one icon or the other.
    [`.${c.icon} .${c.checked}, .${c.input}:checked + .${c.icon} .${c.unchecked}`]: { display: 'none' },
    [`.${c.input}:checked + .${c.icon} .${c.checked}`]: { display: 'inline-block' },
    [`.${c.label}`]: { ...theme.typography.body1, margin: 0 },
    [`.${c.disabled} .${c.label}`]: { color: palette.text.disabled },
  };
}

/** The radio options' and checkboxes' rules: mount once above them all (the form page, the widgets' harness). */
export function RadioStyles() {
  return <GlobalStyles styles={rules} />;
}
