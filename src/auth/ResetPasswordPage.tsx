import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, CircularProgress, Stack, TextField } from '@mui/material';
import { Link, useRedirect, useTranslate } from 'react-admin';
import { PublicLayout } from './PublicLayout';
import { authApi, errorText } from '../providers/authApi';
import { savePendingChallenge } from '../providers/challengeStorage';

/**
 * /reset-password: the email or phone of the account. The server answers the same whether or
 * not the account exists, so this screen always moves on to /verify-otp.
 */
export function ResetPasswordPage() {
  const translate = useTranslate();
  const redirect = useRedirect();
  const [identifier, setIdentifier] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!identifier.trim()) return;
    setBusy(true);
    setError(null);
    try {
      savePendingChallenge('password_reset', await authApi.forgotPassword(identifier.trim()));
      redirect('/verify-otp');
    } catch (e) {
      setError(errorText(translate, e));
      setBusy(false);
    }
  };

  const missing = submitted && !identifier.trim();

  return (
    <PublicLayout title="app.auth.reset_title" subtitle="app.auth.reset_subtitle">
      <Box component="form" onSubmit={submit} noValidate>
        <Stack spacing={2.5}>
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          <TextField
            label={translate('app.auth.identifier')}
            value={identifier}
            onChange={(e) => setIdentifier(e.target.value)}
            autoComplete="username"
            autoFocus
            fullWidth
            required
            error={missing}
            helperText={missing ? translate('app.auth.identifier_required') : ' '}
          />
          <Button type="submit" variant="contained" size="large" fullWidth disabled={busy} startIcon={busy ? <CircularProgress size={18} color="inherit" aria-label={translate('ra.message.loading')} /> : null}>
            {translate('app.auth.send_code')}
          </Button>
          <Box sx={{ textAlign: 'center' }}>
            <Link to="/signin" variant="body2">
              {translate('app.auth.back_to_sign_in')}
            </Link>
          </Box>
        </Stack>
      </Box>
    </PublicLayout>
  );
}
