import { Stack } from '@mui/material';
import { useGetOne, useRecordContext, useTranslate } from 'react-admin';
import { canTransition } from '../../domain/machine';
import { orderMachine } from '../../domain/machines/order';
import { useAdminPermissions } from '../../shell/permissions/useAdminPermissions';
import { CommandButton } from '../common/CommandButton';
import { ROW, STACKED } from '../common/rowButtons';

/**
 * Send warning (optional message), Suspend user and cancel job (confirmed; for a report about a
 * user there is no job, so it reads "Suspend user"), No action needed (confirmed). A job that can
 * no longer be cancelled (completed, already cancelled) is said before the confirm: the button
 * then suspends the user only and says the job stays, instead of claiming a cancellation.
 */
export function ReportButtons({ stacked = false }: { stacked?: boolean }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const { can } = useAdminPermissions();
  const hasJob = record?.orderId !== null && record?.orderId !== undefined;
  const { data: order } = useGetOne('orders', { id: record?.orderId }, { enabled: hasJob && can('orders.read') });
  const jobStays = !!order && !canTransition(orderMachine, String(order.status), 'cancel_by_admin');
  const args = {
    reason: String(record?.reason ?? ''),
    reference: String(order?.reference ?? ''),
    status: order ? translate(`app.enums.orderStatus.${String(order.status)}`, { _: String(order.status) }) : '',
  };
  const suspendKey = !hasJob ? 'suspend_reported' : jobStays ? 'suspend_job_stays' : 'suspend_and_cancel';
  return (
    <Stack direction={stacked ? 'column' : 'row'} spacing={1} useFlexGap sx={stacked ? STACKED : ROW}>
      <CommandButton
        resource="reports"
        action="send_warning"
        messages="app.manageUsers.commands.send_warning"
        variant="outlineBlue"
        input={{ field: 'message', required: false }}
        messageArgs={args}
      />
      <CommandButton
        resource="reports"
        action="suspend_and_cancel"
        messages={`app.manageUsers.commands.${suspendKey}`}
        variant="error"
        messageArgs={args}
        payload={jobStays ? { jobStays: true } : undefined}
      />
      <CommandButton
        resource="reports"
        action="no_action"
        messages="app.manageUsers.commands.no_action"
        variant="outlineDark"
        messageArgs={args}
      />
    </Stack>
  );
}
