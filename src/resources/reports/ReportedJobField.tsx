import { ReferenceField, TextField, useRecordContext } from 'react-admin';
import { useAdminPermissions } from '../../shell/permissions/useAdminPermissions';

/** The reported job's order reference; its number alone for roles that cannot read orders. */
export function ReportedJobField(_props: { label?: string }) {
  const record = useRecordContext();
  const { can } = useAdminPermissions();
  if (!record?.orderId) return <>—</>;
  if (!can('orders.read')) return <>#{record.orderId}</>;
  return (
    <ReferenceField source="orderId" reference="orders" link={false}>
      <TextField source="reference" />
    </ReferenceField>
  );
}
