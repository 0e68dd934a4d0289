import { LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ImportProgress } from './uploadImport';

const kb = (bytes: number) => Math.max(1, Math.round(bytes / 1024));

/** Bytes the server has acknowledged while uploading; then an open-ended bar while it applies the import. */
export function ImportProgressBar({ progress }: { progress: ImportProgress }) {
  const translate = useTranslate();
  const label =
    progress.phase === 'upload'
      ? translate('app.administration.list_import.uploading', { sent: kb(progress.sent), total: kb(progress.total) })
      : translate('app.administration.list_import.applying');
  const value = progress.phase === 'upload' ? Math.round((100 * progress.sent) / Math.max(1, progress.total)) : undefined;
  return (
    <Stack spacing={0.5} role="status" aria-live="polite">
      <Typography variant="body2">{label}</Typography>
      <LinearProgress variant={value === undefined ? 'indeterminate' : 'determinate'} value={value} aria-label={label} />
    </Stack>
  );
}
