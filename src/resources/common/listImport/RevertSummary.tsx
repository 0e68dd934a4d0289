import { Alert, CircularProgress } from '@mui/material';
import { DateField, ReferenceField, TextField, useTranslate } from 'react-admin';
import type { ListImportRecord } from './useLatestImport';

/** What "revert to previous list" would undo, or that there is nothing to revert. */
export function RevertSummary({ latest, isPending }: { latest: ListImportRecord | undefined; isPending: boolean }) {
  const translate = useTranslate();
  if (isPending) return <CircularProgress size={24} aria-label={translate('ra.page.loading')} />;
  if (!latest) return <Alert severity="info">{translate('app.administration.list_import.nothing_to_revert')}</Alert>;
  return (
    <Alert severity="warning" data-testid="revert-summary">
      {translate('app.administration.list_import.revert_summary', {
        mode: translate(`app.administration.list_import.modes.${latest.mode}`),
        rows: latest.rowCount,
        smart_count: latest.previousSnapshot.length,
      })}{' '}
      <DateField record={latest} source="at" showTime />
      {' · '}
      <ReferenceField record={latest} source="adminId" reference="admins" link={false}>
        <TextField source="email" />
      </ReferenceField>
    </Alert>
  );
}
