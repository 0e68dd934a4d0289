import { useState } from 'react';
import { formatCountdown, useCountdown } from './useCountdown';
import { usePublicTranslate } from './translateContext';

export interface ResendCodeLinkProps {
  /** Epoch ms from which the server accepts a resend (58 s after the last code). */
  resendAt: number;
  /** Requests a new code; resolves with the next `resendAt`, rejects to keep the current one. */
  onResend: () => Promise<void>;
  disabled?: boolean;
}

/** "Resend code", disabled behind a countdown until the server would accept it. */
export function ResendCodeLink({ resendAt, onResend, disabled }: ResendCodeLinkProps) {
  const translate = usePublicTranslate();
  const seconds = useCountdown(resendAt);
  const [sending, setSending] = useState(false);

  const resend = async () => {
    setSending(true);
    try {
      await onResend();
    } finally {
      setSending(false);
    }
  };

  return (
    <p className="app-body2 app-secondary app-center">
      {translate('app.auth.no_code')}{' '}
      <button type="button" className="app-text-button" onClick={resend} disabled={disabled || sending || seconds > 0}>
        {seconds > 0 ? translate('app.auth.resend_in', { time: formatCountdown(seconds) }) : translate('app.auth.resend')}
      </button>
    </p>
  );
}
