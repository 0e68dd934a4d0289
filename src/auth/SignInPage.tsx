import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, CircularProgress, Stack, TextField } from '@mui/material';
import { Link, useLocation, useLogin, useTranslate } from 'react-admin';
import { MESSAGES } from '../domain/messages';
import { PublicLayout } from './PublicLayout';
import { PasswordField } from './PasswordField';
import { errorText } from '../providers/authApi';
import { takeSignInNotice } from '../providers/challengeStorage';

/** /signin: email or phone and password; on success the server mails a code and /verify-otp asks for it. */
export function SignInPage() {
  const translate = useTranslate();
  const login = useLogin();
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const location = useLocation();
  // Read once: why the browser was sent here. The route guard's redirect carries the page the
  // visitor asked for (react-admin's `nextPathname`); an ended session leaves its own notice.
  const [notice] = useState(() => takeSignInNotice() ?? ((location.state as { nextPathname?: string } | null)?.nextPathname ? MESSAGES.signInRequired : null));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!identifier.trim() || !password) return;
    setBusy(true);
    setError(null);
    try {
      await login({ identifier: identifier.trim(), password });
    } catch (e) {
      setError(errorText(translate, e));
      setBusy(false);
    }
  };

  const missing = (value: string) => submitted && !value.trim();

  return (
    <PublicLayout title="app.auth.sign_in_title" subtitle="app.auth.sign_in_subtitle">
      <Box component="form" onSubmit={submit} noValidate>
        <Stack spacing={2.5}>
          {notice && <Alert severity="info">{translate(notice)}</Alert>}
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
            error={missing(identifier)}
            helperText={missing(identifier) ? translate('app.auth.identifier_required') : ' '}
          />
          <PasswordField
            label="app.auth.password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoComplete="current-password"
            required
            error={missing(password)}
            helperText={missing(password) ? translate('app.auth.password_required') : ' '}
          />
          <Box sx={{ textAlign: 'right', mt: '-8px !important' }}>
            <Link to="/reset-password" variant="body2">
              {translate('app.auth.forgot_password')}
            </Link>
          </Box>
          <Button type="submit" variant="contained" size="large" disabled={busy} fullWidth startIcon={busy ? <CircularProgress size={18} color="inherit" aria-label={translate('ra.message.loading')} /> : null}>
            {translate('app.auth.sign_in')}
          </Button>
        </Stack>
      </Box>
    </PublicLayout>
  );
}
