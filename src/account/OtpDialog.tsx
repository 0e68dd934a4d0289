import { useEffect, useState } from 'react';
import { Alert, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { OTP_MODAL_MAX_WIDTH } from '../domain/constants';
import { AccountDialogFrame } from './AccountDialogFrame';
import { OtpInput, emptyOtp, isCompleteOtp } from '../publicPages/OtpInput';
import { ResendCodeLink } from '../publicPages/ResendCodeLink';
import { useAccountErrors } from './useAccountErrors';

export interface OtpDialogProps {
  open: boolean;
  onClose: () => void;
  /** The masked address the code went to. */
  destination?: string;
  /** Epoch ms from which a new code may be requested. */
  resendAt: number;
  /** Sends the code to the server; the change is applied only when this resolves. */
  onVerify: (code: string) => Promise<void>;
  /** Asks for a new code; resolves with the next `resendAt`. */
  onResend: () => Promise<number>;
}

/** The OTP modal (400 px): the six boxes, Verify, and the resend countdown. */
export function OtpDialog({ open, onClose, destination, resendAt, onVerify, onResend }: OtpDialogProps) {
  const translate = useTranslate();
  const describeError = useAccountErrors();
  const [code, setCode] = useState(emptyOtp());
  const [nextResendAt, setNextResendAt] = useState(resendAt);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    // A new challenge (the dialog reopened for another change) starts clean.
    setNextResendAt(resendAt);
    setCode(emptyOtp());
    setError(null);
  }, [resendAt, open]);

  const verify = async (value: string) => {
    if (busy || !isCompleteOtp(value)) return;
    setBusy(true);
    setError(null);
    try {
      await onVerify(value);
    } catch (e) {
      setError(describeError(e));
      setCode(emptyOtp());
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    try {
      setNextResendAt(await onResend());
      setError(null);
    } catch (e) {
      setError(describeError(e));
    }
  };

  return (
    <AccountDialogFrame
      open={open}
      onClose={onClose}
      title="app.account.otp_title"
      submitLabel="app.auth.verify"
      onSubmit={() => void verify(code)}
      busy={busy}
      submitDisabled={!isCompleteOtp(code)}
      maxWidth={OTP_MODAL_MAX_WIDTH}
    >
      <Stack spacing={2.5} sx={{ pt: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {destination ? translate('app.auth.verify_subtitle_to', { destination }) : translate('app.auth.verify_subtitle')}
        </Typography>
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <OtpInput value={code} onChange={setCode} onComplete={verify} disabled={busy} error={!!error} autoFocus />
        <ResendCodeLink resendAt={nextResendAt} onResend={resend} disabled={busy} />
      </Stack>
    </AccountDialogFrame>
  );
}
