import { useId, type InputHTMLAttributes, type SelectHTMLAttributes } from 'react';
import { FieldFrame } from './FieldFrame';

const SMALL_SHRUNK = 'app-field--small app-field--shrunk';

/** MUI's ArrowDropDown, the caret its selects draw. */
const CARET_PATH = 'M7 10l5 5 5-5z';

/**
 * A small outlined native select with its label in the outline: what MUI's
 * `<TextField select size="small">` looks like, with the browser's own list of choices (keyboard
 * and screen reader behaviour included) and none of MUI's Select, Menu and Popover code.
 */
export function SmallSelectField({ label, className, ...select }: SelectHTMLAttributes<HTMLSelectElement> & { label: string }) {
  const id = useId();
  return (
    <FieldFrame
      id={id}
      label={label}
      className={`${SMALL_SHRUNK} ${className ?? ''}`}
      control={<select {...select} id={id} className="app-field-input" />}
      end={
        <svg className="app-field-caret" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={CARET_PATH} />
        </svg>
      }
    />
  );
}

/** A small outlined native date input with its label in the outline. */
export function SmallDateField({
  label,
  error,
  className,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: string; error?: boolean }) {
  const id = useId();
  return (
    <FieldFrame
      id={id}
      label={label}
      error={error}
      className={`${SMALL_SHRUNK} ${className ?? ''}`}
      control={<input {...input} type="date" id={id} className="app-field-input" aria-invalid={error || undefined} />}
    />
  );
}
