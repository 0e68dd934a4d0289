import { Stack } from '@mui/material';
import { StatusChip } from '../StatusChip';
import { StrikeCountField } from './StrikeCountField';

/** The strike's status and, under it, whether it still counts: one column in lists. */
export const StrikeStatusField = () => (
  <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
    <StatusChip source="status" group="strikeStatus" />
    <StrikeCountField />
  </Stack>
);
