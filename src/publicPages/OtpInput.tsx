import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { OTP_LENGTH } from '../domain/constants';
import { usePublicTranslate } from './translateContext';
import './public.css';

/**
 * The code as the boxes hold it: one character per box, a space for an empty box, so a box
 * cleared in the middle keeps the digits after it where they are.
 */
export function emptyOtp(length = OTP_LENGTH): string {
  return ' '.repeat(length);
}

export function isCompleteOtp(value: string, length = OTP_LENGTH): boolean {
  return new RegExp(`^\\d{${length}}$`).test(value);
}

export interface OtpInputProps {
  value: string;
  onChange: (value: string) => void;
  /** Called with the code once every box holds a digit. */
  onComplete?: (code: string) => void;
  length?: number;
  disabled?: boolean;
  error?: boolean;
  autoFocus?: boolean;
}

/**
 * Plain elements and static CSS (src/publicPages/public.css): the sign-in pages draw it before the
 * admin app and MUI load; the account dialogs draw the same boxes.
 *
 * Six single-digit boxes: a digit moves focus on, Backspace clears and moves back, the arrow
 * keys move, and pasting (or a phone's code autofill) fills up to six boxes from the focused one.
 * Anything that is not a digit is ignored.
 */
export function OtpInput({ value, onChange, onComplete, length = OTP_LENGTH, disabled, error, autoFocus }: OtpInputProps) {
  const translate = usePublicTranslate();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const cells = value.padEnd(length, ' ').slice(0, length).split('');

  const focus = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(length - 1, index))];
    box?.focus();
    box?.select();
  };

  const commit = (next: string[]) => {
    const joined = next.join('');
    onChange(joined);
    if (isCompleteOtp(joined, length)) onComplete?.(joined);
  };

  /** Puts `digits` into the boxes from `start` on; returns the index after the last one filled. */
  const fill = (start: number, digits: string) => {
    const next = [...cells];
    let at = start;
    for (const d of digits) {
      if (at >= length) break;
      next[at++] = d;
    }
    commit(next);
    return at;
  };

  const handleInput = (index: number, raw: string) => {
    const digits = raw.replace(/\D/g, '');
    if (!digits) return;
    const previous = cells[index].trim();
    // A box that already held a digit now holds two: keep the one just typed.
    const typed = digits.length === 2 && previous ? (digits[0] === previous ? digits[1] : digits[0]) : digits;
    // More than one new digit at once is a phone's code autofill: treat it as a paste.
    focus(fill(index, typed));
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      const next = [...cells];
      if (next[index].trim()) {
        next[index] = ' ';
      } else if (index > 0) {
        next[index - 1] = ' ';
      }
      commit(next);
      focus(index - 1);
    } else if (event.key === 'Delete') {
      event.preventDefault();
      const next = [...cells];
      next[index] = ' ';
      commit(next);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focus(index + 1);
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = event.clipboardData.getData('text').replace(/\D/g, '').slice(0, length);
    if (!digits) return;
    focus(fill(index, digits));
  };

  return (
    <div role="group" aria-label={translate('app.auth.otp_label')} className="app-otp">
      {cells.map((cell, index) => (
        <input
          key={index}
          ref={(el) => {
            boxes.current[index] = el;
          }}
          className="app-otp-box"
          value={cell.trim()}
          onChange={(e) => handleInput(index, e.target.value)}
          onKeyDown={(e) => handleKeyDown(index, e)}
          onPaste={(e) => handlePaste(index, e)}
          onFocus={(e) => e.target.select()}
          disabled={disabled}
          autoFocus={autoFocus && index === 0}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={translate('app.auth.otp_digit', { n: index + 1, count: length })}
          aria-invalid={error || undefined}
        />
      ))}
    </div>
  );
}
