import { fullName } from '../../../domain/people';
import { FunctionField, ReferenceField, useFieldValue, useTranslate, type FieldProps } from 'react-admin';
import { Typography } from '@mui/material';
import type { Admin } from '../../../domain/entities/admins';
import { useAdminPermissions } from '../../../shell/permissions/useAdminPermissions';

/**
 * The administrator who made a decision. Only roles that manage administrators may read them,
 * so the others see the administrator's number instead of a failing lookup.
 */
export function AdminReferenceField(props: FieldProps & { source: string }) {
  const { can } = useAdminPermissions();
  const id = useFieldValue(props);
  const translate = useTranslate();
  if (id === null || id === undefined) return <>—</>;
  if (!can('admins.manage')) {
    return (
      <Typography component="span" variant="body2">
        {translate('app.money.admin_number', { id: String(id) })}
      </Typography>
    );
  }
  return (
    <ReferenceField {...props} reference="admins" link={false} emptyText="—">
      <FunctionField<Admin> render={fullName} />
    </ReferenceField>
  );
}
