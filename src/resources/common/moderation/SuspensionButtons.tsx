import { Stack } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { CommandButton } from '../CommandButton';
import { ROW, STACKED } from '../rowButtons';

/**
 * Undo suspension (it was a mistake) and Restore account (the suspension was served), both
 * confirmed first. Both make the account active again; disabled once the suspension has ended.
 */
export function SuspensionButtons({ stacked = false }: { stacked?: boolean }) {
  const record = useRecordContext();
  const args = { reason: String(record?.reason ?? '') };
  return (
    <Stack direction={stacked ? 'column' : 'row'} spacing={1} useFlexGap sx={stacked ? STACKED : ROW}>
      <CommandButton
        resource="suspensions"
        action="undo"
        messages="app.manageUsers.commands.undo_suspension"
        variant="outlineRed"
        messageArgs={args}
      />
      <CommandButton
        resource="suspensions"
        action="restore"
        messages="app.manageUsers.commands.restore_account"
        variant="primary"
        messageArgs={args}
        confirm
        keepRowUntilRefresh
      />
    </Stack>
  );
}
