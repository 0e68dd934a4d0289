import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Stack } from '@mui/material';
import type { Quickad } from '../../../domain/entities/quickads';
import { CommandButton } from '../../common/CommandButton';

/**
 * Accept or reject one applicant. Only the platform's own ads, and only while published (the
 * server refuses the rest with 409); rejecting is confirmed, accepting is not.
 */
export function ApplicantDecisionButtons({ ad }: { ad: Quickad }) {
  if (ad.owner !== 'platform' || ad.status !== 'published') return null;
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
      <CommandButton
        resource="quickad-applicants"
        action="accept"
        messages="app.content.applicants.commands.accept"
        variant="outlineBlue"
        startIcon={<CheckIcon />}
        hideWhenUnavailable
      />
      <CommandButton
        resource="quickad-applicants"
        action="reject"
        messages="app.content.applicants.commands.reject"
        messageArgs={{ title: ad.title }}
        variant="outlineRed"
        startIcon={<CloseIcon />}
        hideWhenUnavailable
      />
    </Stack>
  );
}
