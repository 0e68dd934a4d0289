import { Stack } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { CommandButton } from '../CommandButton';
import { ROW, STACKED } from '../rowButtons';

const DECISION = { field: 'decision', required: false } as const;

/**
 * Uphold strike, Reverse/Undo strike, Re-issue strike: each confirmed first, with an optional
 * explanation kept as the strike's decision. Each is disabled when the strike's status does not allow it.
 */
export function StrikeDecisionButtons({ stacked = false }: { stacked?: boolean }) {
  const record = useRecordContext();
  const args = { reason: String(record?.reason ?? '') };
  return (
    <Stack direction={stacked ? 'column' : 'row'} spacing={1} useFlexGap sx={stacked ? STACKED : ROW}>
      <CommandButton
        resource="strikes"
        action="uphold"
        messages="app.manageUsers.commands.uphold_strike"
        variant="outlineDark"
        input={DECISION}
        messageArgs={args}
      />
      <CommandButton
        resource="strikes"
        action="reverse"
        messages="app.manageUsers.commands.reverse_strike"
        variant="outlineBlue"
        input={DECISION}
        messageArgs={args}
      />
      <CommandButton
        resource="strikes"
        action="reissue"
        messages="app.manageUsers.commands.reissue_strike"
        variant="outlineRed"
        input={DECISION}
        messageArgs={args}
      />
    </Stack>
  );
}
