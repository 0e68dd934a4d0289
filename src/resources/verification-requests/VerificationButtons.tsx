import { Stack } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { CommandButton } from '../common/CommandButton';
import { ROW, STACKED } from '../common/rowButtons';
import { fullName } from '../../domain/people';

/** Verify user (applies the new information) and Reject request (asks for the reason the user will see). */
export function VerificationButtons({ stacked = false }: { stacked?: boolean }) {
  const record = useRecordContext();
  const args = { name: fullName(record?.currentInfo) };
  return (
    <Stack direction={stacked ? 'column' : 'row'} spacing={1} useFlexGap sx={stacked ? STACKED : ROW}>
      <CommandButton
        resource="verification-requests"
        action="verify"
        messages="app.manageUsers.commands.verify_request"
        variant="primary"
        messageArgs={args}
        confirm
        keepRowUntilRefresh
      />
      <CommandButton
        resource="verification-requests"
        action="reject"
        messages="app.manageUsers.commands.reject_request"
        variant="outlineRed"
        input={{ field: 'reason', required: true }}
        messageArgs={args}
      />
    </Stack>
  );
}
