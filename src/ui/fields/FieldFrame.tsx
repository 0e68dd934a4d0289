import type { ReactNode } from 'react';
import './outlinedField.css';

export interface FieldFrameProps {
  /** The control's id, for the label. */
  id: string;
  /** Already translated. */
  label: string;
  /** The native control, with the class `app-field-input`; it must come before the label and outline, whose CSS follows its focus. */
  control: ReactNode;
  required?: boolean;
  error?: boolean;
  /** `app-field--small`, `app-field--shrunk` or a caller's own class. */
  className?: string;
  /** Beside the control, inside the outline (a password toggle, a select's caret). */
  end?: ReactNode;
  /** Below the outline (helper or error text), with its own id. */
  helper?: ReactNode;
}

/**
 * An outlined field with its label in the outline, drawn like MUI's TextField with plain
 * elements and static CSS (outlinedField.css), for the screens that draw before MUI's inputs load.
 */
export function FieldFrame({ id, label, control, required, error, className, end, helper }: FieldFrameProps) {
  // A thin space, as MUI writes it.
  const asterisk = required ? '\u2009*' : '';
  return (
    <div className={['app-field', error ? 'is-error' : '', className ?? ''].join(' ').trim()}>
      <div className="app-field-box">
        {control}
        <label htmlFor={id} className="app-field-label">
          {label}
          {asterisk && <span aria-hidden="true">{asterisk}</span>}
        </label>
        {end}
        <fieldset aria-hidden="true" className="app-field-outline">
          <legend>
            <span>{`${label}${asterisk}`}</span>
          </legend>
        </fieldset>
      </div>
      {helper}
    </div>
  );
}
