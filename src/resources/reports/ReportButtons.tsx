import { Stack } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { CommandButton } from '../users/shared/CommandButton';
import { ROW, STACKED } from '../users/shared/buttonGroupSx';

/**
 * Send warning (optional message), Suspend user and cancel job (confirmed; for a report about a
 * user there is no job, so it reads "Suspend user"), No action needed (confirmed).
 */
export function ReportButtons({ stacked = false }: { stacked?: boolean; label?: string }) {
  const record = useRecordContext();
  const args = { reason: String(record?.reason ?? '') };
  const hasJob = record?.orderId !== null && record?.orderId !== undefined;
  return (
    <Stack direction={stacked ? 'column' : 'row'} spacing={1} sx={stacked ? STACKED : ROW}>
      <CommandButton resource="reports" action="send_warning" commandKey="send_warning" variant="outlineBlue" input={{ field: 'message', required: false }} messageArgs={args} />
      <CommandButton resource="reports" action="suspend_and_cancel" commandKey={hasJob ? 'suspend_and_cancel' : 'suspend_reported'} variant="error" messageArgs={args} />
      <CommandButton resource="reports" action="no_action" commandKey="no_action" variant="outlineDark" messageArgs={args} />
    </Stack>
  );
}
