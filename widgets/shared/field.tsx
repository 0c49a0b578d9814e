/**
 * The outlined field around a native control: its label (the required mark hidden from
 * screen readers, which hear the control's `required`), the box with its notched outline,
 * and what shows under it. The markup of MUI's outlined TextField, with static classes
 * (field-styles.tsx): the field renders again only when its props change, never for a
 * focus, a blur or a keystroke.
 */
import type { ReactNode, Ref } from 'react';
import { fieldClasses as c } from './field-styles';

export interface OutlinedFieldProps {
  /** The control's id: the label points at it. */
  id: string;
  label?: string;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  /** The label always sits above the box (a date's own placeholder, a select's first option). */
  shrink?: boolean;
  multiline?: boolean;
  /** An icon follows the control in the box (fieldClasses.adornment). */
  adorned?: boolean;
  rootRef?: Ref<HTMLDivElement>;
  /** The control (input, text area, select), and what else the box holds after it. */
  children: ReactNode;
  /** Under the box: a live count, a note. */
  after?: ReactNode;
}

const ASTERISK = '\u2009*';

export function OutlinedField(props: OutlinedFieldProps) {
  const { id, label, required, multiline } = props;
  const labelled = label !== undefined && label !== '';
  const className = [c.root, props.shrink && c.shrink, props.error && c.error, props.disabled && c.disabled]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className} ref={props.rootRef}>
      {labelled && (
        <label className={c.label} htmlFor={id} id={`${id}-label`}>
          {label}
          {required && (
            <span aria-hidden="true" className={c.asterisk}>
              {ASTERISK}
            </span>
          )}
        </label>
      )}
      <div
        className={[c.box, multiline && c.multiline, props.adorned && c.adorned].filter(Boolean).join(' ')}
      >
        {props.children}
        <fieldset aria-hidden="true" className={c.outline}>
          {labelled ? (
            <legend className={c.notch}>
              <span>
                {label}
                {required && ASTERISK}
              </span>
            </legend>
          ) : (
            <legend className={c.unlabelled}>
              {/* notranslate: Google Translate replaces a zero-width space. */}
              <span className="notranslate">{'\u200b'}</span>
            </legend>
          )}
        </fieldset>
      </div>
      {props.after}
    </div>
  );
}
