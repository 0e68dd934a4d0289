import { useState } from 'react';
import { Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatCountdown, useCountdown } from './useCountdown';

export interface ResendCodeLinkProps {
  /** Epoch ms from which the server accepts a resend (58 s after the last code). */
  resendAt: number;
  /** Requests a new code; resolves with the next `resendAt`, rejects to keep the current one. */
  onResend: () => Promise<void>;
  disabled?: boolean;
}

/** "Resend code", disabled behind a countdown until the server would accept it. */
export function ResendCodeLink({ resendAt, onResend, disabled }: ResendCodeLinkProps) {
  const translate = useTranslate();
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
    <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
      {translate('app.auth.no_code')}{' '}
      <Button variant="text" size="small" onClick={resend} disabled={disabled || sending || seconds > 0} sx={{ textTransform: 'none', minWidth: 0, p: 0.5 }}>
        {seconds > 0 ? translate('app.auth.resend_in', { time: formatCountdown(seconds) }) : translate('app.auth.resend')}
      </Button>
    </Typography>
  );
}
