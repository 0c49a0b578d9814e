/**
 * The outlined field's rules, static classes from the theme: the look of MUI's outlined
 * TextField (FormControl, InputLabel, OutlinedInput with its notched outline, NativeSelect,
 * FormHelperText: the same sizes, colours, label animation and notch) on native inputs,
 * selects and text areas. Focus, hover and "filled" are states of the page, not of React:
 * the label moves and the outline thickens by CSS (`:focus-within`, a `data-filled`
 * attribute the field sets itself), so focusing, leaving or typing into a field renders
 * nothing. On a phone each MUI field cost a styled render of five parts on focus, on blur
 * and on its first keystroke, and the style serialisation of its parts when it mounted
 * (issue 16: a page of 37 text fields, the largest part of each interaction).
 */
import GlobalStyles from '@mui/material/GlobalStyles';
import type { Theme } from '@mui/material/styles';
import { formControlRootRules, formLabelRules, svgIconRules } from './mui-rules';

/** The class names of the field's pieces (field.tsx) and its states. */
export const fieldClasses = {
  root: 'admit-field',
  /** The label stays above the box (a date, a select): it has text in it, or a placeholder, always. */
  shrink: 'admit-field-shrink',
  error: 'admit-field-error',
  disabled: 'admit-field-disabled',
  label: 'admit-field-label',
  asterisk: 'admit-field-asterisk',
  box: 'admit-field-box',
  multiline: 'admit-field-multiline',
  input: 'admit-field-input',
  select: 'admit-field-select',
  icon: 'admit-field-icon',
  /** A box with an icon after its input (the address search's arrow), as MUI's adorned OutlinedInput. */
  adorned: 'admit-field-adorned',
  adornment: 'admit-field-adornment',
  outline: 'admit-field-outline',
  notch: 'admit-field-notch',
  /** The outline of a field without a label: no gap in it. */
  unlabelled: 'admit-field-unlabelled',
  helper: 'admit-field-helper',
  /** Two selects under one legend (the month and year of a date), side by side. */
  pair: 'admit-field-pair',
  pairLegend: 'admit-field-pair-legend',
  pairControls: 'admit-field-pair-controls',
} as const;

/** The attribute a field carries while its control holds text (set by the field, not by React). */
export const FILLED = 'data-filled';

/** Rows a text area shows at least. */
export const TEXTAREA_ROWS = 4;

/** Chrome's autofill shows through these animations' start events (as MUI's InputBase does). */
export const AUTOFILL_ANIMATION = 'admit-field-autofill';
export const AUTOFILL_CANCEL_ANIMATION = 'admit-field-autofill-cancel';

const c = fieldClasses;
const focused = `.${c.root}:focus-within`;
const filled = `.${c.root}[${FILLED}]`;
const shrunk = `.${c.root}.${c.shrink}`;

/** The values of MUI's FormControl, FormLabel, InputLabel, InputBase, OutlinedInput, NotchedOutline, NativeSelect and FormHelperText. */
function rules(theme: Theme) {
  const { palette, transitions, typography, shape } = theme;
  const outline = palette.mode === 'light' ? 'rgba(0, 0, 0, 0.23)' : 'rgba(255, 255, 255, 0.23)';
  const ease = (properties: string[], duration: number, delay = 0) =>
    transitions.create(properties, { duration, easing: transitions.easing.easeOut, delay });
  const placeholder = {
    color: 'currentColor',
    opacity: palette.mode === 'light' ? 0.42 : 0.5,
    transition: transitions.create('opacity', { duration: transitions.duration.shorter }),
  };
  const moved = {
    userSelect: 'none',
    pointerEvents: 'auto',
    maxWidth: 'calc(133% - 32px)',
    transform: 'translate(14px, -9px) scale(0.75)',
  };
  return {
    [`@keyframes ${AUTOFILL_ANIMATION}`]: { from: { animationName: AUTOFILL_ANIMATION } },
    [`@keyframes ${AUTOFILL_CANCEL_ANIMATION}`]: { from: { animationName: AUTOFILL_CANCEL_ANIMATION } },
    [`.${c.root}`]: { ...formControlRootRules, width: '100%' },
    [`.${c.label}`]: {
      ...formLabelRules(theme),
      display: 'block',
      transformOrigin: 'top left',
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      position: 'absolute',
      left: 0,
      top: 0,
      zIndex: 1,
      pointerEvents: 'none',
      transform: 'translate(14px, 16px) scale(1)',
      maxWidth: 'calc(100% - 24px)',
      transition: ease(['color', 'transform', 'max-width'], transitions.duration.shorter),
    },
    [`${focused} .${c.label}, ${filled} .${c.label}, ${shrunk} .${c.label}`]: moved,
    [`${focused} .${c.label}`]: { color: palette.primary.main },
    [`.${c.root}.${c.disabled} .${c.label}`]: { color: palette.text.disabled },
    [`.${c.root}.${c.error} .${c.label}, .${c.root}.${c.error} .${c.asterisk}`]: {
      color: palette.error.main,
    },
    [`.${c.box}`]: {
      ...typography.body1,
      color: palette.text.primary,
      lineHeight: '1.4375em',
      boxSizing: 'border-box',
      position: 'relative',
      cursor: 'text',
      display: 'inline-flex',
      alignItems: 'center',
      width: '100%',
      borderRadius: shape.borderRadius,
    },
    [`.${c.box}.${c.multiline}`]: { padding: '16.5px 14px' },
    [`.${c.root}.${c.disabled} .${c.box}`]: { color: palette.text.disabled, cursor: 'default' },
    [`.${c.input}`]: {
      font: 'inherit',
      letterSpacing: 'inherit',
      color: 'currentColor',
      padding: '16.5px 14px',
      border: 0,
      boxSizing: 'content-box',
      background: 'none',
      height: '1.4375em',
      margin: 0,
      WebkitTapHighlightColor: 'transparent',
      display: 'block',
      minWidth: 0,
      width: '100%',
      animationName: AUTOFILL_CANCEL_ANIMATION,
      animationDuration: '10ms',
      '&::placeholder': placeholder,
      '&:focus': { outline: 0 },
      '&::-webkit-search-decoration': { WebkitAppearance: 'none' },
      '&:-webkit-autofill': {
        animationDuration: '5000s',
        animationName: AUTOFILL_ANIMATION,
        borderRadius: 'inherit',
      },
      '&:disabled': { opacity: 1, WebkitTextFillColor: palette.text.disabled },
    },
    // No `:invalid` rule (MUI's resets Firefox's box shadow): with one, Chromium restyles
    // the whole form at every keystroke (src/lib/style-cache.ts leaves MUI's out too).
    [`.${c.root}:not(:focus-within):not([${FILLED}]):not(.${c.shrink}) .${c.input}::placeholder`]: {
      opacity: '0 !important',
    },
    // A text area grows with its text from four rows (MUI's TextareaAutosize measured a hidden
    // copy at each keystroke); where the browser cannot, the applicant can drag it taller.
    [`.${c.multiline} .${c.input}`]: {
      height: 'auto',
      resize: 'none',
      padding: 0,
      fieldSizing: 'content',
      minHeight: `${TEXTAREA_ROWS * 1.4375}em`,
    },
    '@supports not (field-sizing: content)': { [`.${c.multiline} .${c.input}`]: { resize: 'vertical' } },
    [`.${c.select}`]: {
      MozAppearance: 'none',
      WebkitAppearance: 'none',
      userSelect: 'none',
      cursor: 'pointer',
      borderRadius: shape.borderRadius,
      '&&&': { paddingRight: 32 },
      '&:not([multiple]) option, &:not([multiple]) optgroup': { backgroundColor: palette.background.paper },
      '&:disabled': { cursor: 'default' },
    },
    [`.${c.icon}`]: {
      ...svgIconRules(typography),
      position: 'absolute',
      right: 7,
      top: 'calc(50% - .5em)',
      pointerEvents: 'none',
      color: palette.action.active,
    },
    [`.${c.root}.${c.disabled} .${c.icon}`]: { color: palette.action.disabled },
    // MUI's OutlinedInput with an end adornment, and an SvgIcon in it (the address search's arrow).
    [`.${c.box}.${c.adorned}`]: { paddingRight: 14 },
    [`.${c.adorned} .${c.input}`]: { paddingRight: 0 },
    [`.${c.adornment}`]: {
      ...svgIconRules(typography),
      transition: transitions.create('fill', { duration: transitions.duration.shorter }),
      marginRight: -4,
      color: palette.action.active,
    },
    [`.${c.root}.${c.disabled} .${c.adornment}`]: { color: palette.action.disabled },
    [`.${c.outline}`]: {
      textAlign: 'left',
      position: 'absolute',
      bottom: 0,
      right: 0,
      top: -5,
      left: 0,
      margin: 0,
      padding: '0 8px',
      pointerEvents: 'none',
      borderRadius: 'inherit',
      borderStyle: 'solid',
      borderWidth: 1,
      overflow: 'hidden',
      minWidth: '0%',
      borderColor: outline,
    },
    [`.${c.box}:hover .${c.outline}`]: { borderColor: palette.text.primary },
    '@media (hover: none)': { [`.${c.box}:hover .${c.outline}`]: { borderColor: outline } },
    [`${focused} .${c.outline}`]: { borderWidth: 2, borderColor: palette.primary.main },
    [`.${c.root}.${c.error} .${c.outline}`]: { borderColor: palette.error.main },
    [`.${c.root}.${c.disabled} .${c.outline}`]: { borderColor: palette.action.disabled },
    [`.${c.outline} > legend`]: { float: 'unset', width: 'auto', overflow: 'hidden', padding: 0 },
    [`.${c.unlabelled}`]: { lineHeight: '11px', transition: ease(['width'], 150) },
    [`.${c.notch}`]: {
      display: 'block',
      padding: 0,
      height: 11,
      fontSize: '0.75em',
      visibility: 'hidden',
      maxWidth: 0.01,
      transition: ease(['max-width'], 50),
      whiteSpace: 'nowrap',
      '& > span': {
        paddingLeft: 5,
        paddingRight: 5,
        display: 'inline-block',
        opacity: 0,
        visibility: 'visible',
      },
    },
    [`${focused} .${c.notch}, ${filled} .${c.notch}, ${shrunk} .${c.notch}`]: {
      maxWidth: '100%',
      transition: ease(['max-width'], 100, 50),
    },
    [`.${c.helper}`]: {
      color: palette.text.secondary,
      ...typography.caption,
      textAlign: 'left',
      margin: '3px 14px 0',
    },
    [`.${c.pair}`]: { border: 0, margin: 0, padding: 0, minWidth: 0 },
    [`.${c.pairLegend}`]: { marginBottom: theme.spacing(1) },
    [`.${c.pairControls}`]: { display: 'flex', gap: theme.spacing(2) },
    [`.${c.root}.${c.error} .${c.helper}`]: { color: palette.error.main },
    [`.${c.root}.${c.disabled} .${c.helper}`]: { color: palette.text.disabled },
    '@media (prefers-reduced-motion: reduce)': {
      [`.${c.label}, .${c.notch}, .${c.input}::placeholder`]: { transition: 'none !important' },
    },
  };
}

/** The outlined fields' rules: mount once above every form of fields (the form page, the widgets' harness). */
export function FieldStyles() {
  return <GlobalStyles styles={rules} />;
}
