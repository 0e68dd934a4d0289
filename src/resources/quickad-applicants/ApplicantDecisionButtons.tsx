import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Stack } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { Quickad } from '../../domain/entities/quickads';
import type { QuickadApplicant } from '../../domain/entities/quickadApplicants';
import { CommandButton } from '../quickads/shared/CommandButton';

/**
 * Accept or reject one applicant. Only the platform's own ads, and only while published (the
 * server refuses the rest with 409); rejecting is confirmed, accepting is not.
 */
export function ApplicantDecisionButtons({ ad }: { ad: Quickad }) {
  const applicant = useRecordContext<QuickadApplicant>();
  const decidable = ad.owner === 'platform' && ad.status === 'published';
  const args = { title: ad.title };
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
      <CommandButton resource="quickad-applicants" action="accept" record={applicant} extraCondition={decidable} labelKey="app.content.applicants.accept" successKey="app.content.applicants.accepted" variant="outlineBlue" startIcon={<CheckIcon />} size="small" />
      <CommandButton
        resource="quickad-applicants"
        action="reject"
        record={applicant}
        extraCondition={decidable}
        labelKey="app.content.applicants.reject"
        successKey="app.content.applicants.rejected"
        confirmTitleKey="app.content.applicants.reject_title"
        confirmTextKey="app.content.applicants.reject_text"
        confirmArgs={args}
        variant="outlineRed"
        startIcon={<CloseIcon />}
        size="small"
      />
    </Stack>
  );
}
