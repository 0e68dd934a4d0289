import { Chip, Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { PERMISSIONS, permissionsOf, type Role } from '../../domain/permissions';

/** What the admin may do: every permission for the Admin role, else the role's (or the custom selection's) list. */
export function AdminPermissionsField(_props: { source?: string; label?: string }) {
  const record = useRecordContext<{ role: Role; permissions: string[] }>();
  const translate = useTranslate();
  if (!record) return null;
  const granted = permissionsOf(record);
  if (granted.length === PERMISSIONS.length) {
    return (
      <Typography variant="body2">{translate('app.administration.admins.all_permissions', { smart_count: granted.length })}</Typography>
    );
  }
  if (!granted.length) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('app.administration.admins.no_permissions')}
      </Typography>
    );
  }
  return (
    <Stack direction="row" spacing={0.75} flexWrap="wrap" useFlexGap>
      {granted.map((p) => (
        <Chip key={p} size="small" variant="outlined" label={translate(`app.administration.permissions.${p}`)} />
      ))}
    </Stack>
  );
}
