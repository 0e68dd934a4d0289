import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { Icon, type IconName } from './icons';
import { usePublicTranslate } from './translateContext';
import { FieldFrame } from '../ui/fields/FieldFrame';
import '../shell/spinner.css';

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'placeholder'> {
  /** Already translated. */
  label: string;
  error?: boolean;
  /** Already translated; a space keeps the line's height so the form does not jump when a message appears. */
  helperText?: string;
  end?: ReactNode;
}

/**
 * An outlined text field with a floating label, drawn like MUI's TextField. The label floats
 * while the field has focus or text (`:placeholder-shown` with an invisible placeholder).
 */
export function TextInput({ label, error, helperText, end, required, className, ...input }: TextInputProps) {
  const id = useId();
  const helperId = helperText === undefined ? undefined : `${id}-helper`;
  return (
    <FieldFrame
      id={id}
      label={label}
      required={required}
      error={error}
      className={className}
      control={
        <input
          {...input}
          id={id}
          className="app-field-input"
          placeholder=" "
          required={required}
          aria-invalid={error || undefined}
          aria-describedby={helperId}
        />
      }
      end={end && <div className="app-field-end">{end}</div>}
      helper={
        helperId && (
          <p id={helperId} className="app-field-helper">
            {helperText}
          </p>
        )
      }
    />
  );
}

/** A password field with a show/hide toggle. */
export function PasswordInput(props: Omit<TextInputProps, 'type' | 'end'>) {
  const translate = usePublicTranslate();
  const [visible, setVisible] = useState(false);
  return (
    <TextInput
      {...props}
      type={visible ? 'text' : 'password'}
      end={
        <button
          type="button"
          className="app-field-icon-button"
          aria-label={translate(visible ? 'app.auth.hide_password' : 'app.auth.show_password')}
          onClick={() => setVisible((v) => !v)}
        >
          <Icon name={visible ? 'visibilityOff' : 'visibility'} />
        </button>
      }
    />
  );
}

/** The form's one action: disabled with a spinner while the request runs. */
export function SubmitButton({ busy, disabled, children }: { busy?: boolean; disabled?: boolean; children: ReactNode }) {
  const translate = usePublicTranslate();
  return (
    <button type="submit" className="app-button" disabled={busy || disabled}>
      {busy && <span className="app-spinner" role="progressbar" aria-label={translate('ra.message.loading')} />}
      {children}
    </button>
  );
}

const ALERT_ICON: Record<'info' | 'error' | 'success', IconName> = { info: 'info', error: 'error', success: 'success' };

/** A message inside the card, as MUI's standard Alert draws it. Errors are announced (role alert). */
export function Notice({ severity, children }: { severity: 'info' | 'error' | 'success'; children: ReactNode }) {
  return (
    <div className={`app-alert is-${severity}`} role={severity === 'error' ? 'alert' : 'status'}>
      <div className="app-alert-icon">
        <Icon name={ALERT_ICON[severity]} />
      </div>
      <div className="app-alert-text">{children}</div>
    </div>
  );
}
