import { useRef, useState, type ChangeEvent } from 'react';
import { Alert, Avatar, Button, Stack, Typography } from '@mui/material';
import PhotoCamera from '@mui/icons-material/PhotoCamera';
import { useGetIdentity, useNotify, useTranslate } from 'react-admin';
import { AccountDialogFrame } from './AccountDialogFrame';
import { useAccountErrors } from './useAccountErrors';
import { PHOTO_MAX_MB, PHOTO_TYPES, photoFileProblem, readAsDataUrl } from './photoFile';
import { authApi } from '../providers/authApi';
import { setAdminData } from '../providers/session';

/**
 * Edit Photo: pick an image (PNG, JPEG, GIF or WebP, at most 2 MB), see it at once, and Save
 * uploads it; the server stores it and every session's top bar shows it from then on.
 */
export function EditPhotoDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const describeError = useAccountErrors();
  const { identity, refetch } = useGetIdentity();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setPreview(null);
    setError(null);
    onClose();
  };

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be picked again after an error.
    event.target.value = '';
    if (!file) return;
    const problem = photoFileProblem(file);
    if (problem) {
      setPreview(null);
      setError(translate(problem, { max: PHOTO_MAX_MB }));
      return;
    }
    setError(null);
    try {
      setPreview(await readAsDataUrl(file));
    } catch {
      setError(translate('app.account.photo_unreadable'));
    }
  };

  const save = async () => {
    if (!preview) return;
    setBusy(true);
    setError(null);
    try {
      const { admin } = await authApi.uploadPhoto(preview);
      setAdminData(admin);
      await refetch();
      notify('app.account.photo_updated', { type: 'success' });
      close();
    } catch (e) {
      setError(describeError(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AccountDialogFrame
      open={open}
      onClose={close}
      title="app.account.edit_photo"
      submitLabel="app.common.save"
      onSubmit={save}
      busy={busy}
      submitDisabled={!preview}
    >
      <Stack spacing={2} sx={{ pt: 1, alignItems: 'center' }}>
        <Avatar
          src={preview ?? (identity?.avatar as string | undefined)}
          alt={translate(preview ? 'app.account.photo_preview' : 'app.account.current_photo')}
          sx={{ width: 120, height: 120 }}
        />
        <input ref={input} type="file" accept={PHOTO_TYPES.join(',')} hidden onChange={pick} data-testid="photo-file-input" />
        <Button variant="outlined" startIcon={<PhotoCamera />} onClick={() => input.current?.click()} disabled={busy}>
          {translate('app.account.choose_photo')}
        </Button>
        <Typography variant="caption" color="text.secondary">
          {translate('app.account.photo_rules', { max: PHOTO_MAX_MB })}
        </Typography>
        {error && (
          <Alert severity="error" role="alert" sx={{ width: '100%' }}>
            {error}
          </Alert>
        )}
      </Stack>
    </AccountDialogFrame>
  );
}
