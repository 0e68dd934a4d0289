import { Grid } from '@mui/material';
import { DateField, Labeled, SelectField, Show, TextField, TopToolbar } from 'react-admin';
import { VERIFICATION_KINDS } from '../../domain/entities/verificationRequests';
import { enumChoices } from '../common/enumChoices';
import { StatusChip } from '../common/StatusChip';
import { UserReferenceField } from '../common/people/UserReferenceField';
import { InfoComparison } from './InfoComparison';
import { ReviewCountdown } from './ReviewCountdown';
import { SelfieField } from './SelfieField';
import { VerificationButtons } from './VerificationButtons';

/** One request: the selfie beside the information to check, the countdown and the decision. */
export const VerificationRequestShow = () => (
  <Show
    actions={
      <TopToolbar>
        <VerificationButtons />
      </TopToolbar>
    }
  >
    <Grid container spacing={3} sx={{ p: 2 }}>
      <Grid size={{ xs: 12, md: 4 }}>
        <SelfieField size={220} />
      </Grid>
      <Grid size={{ xs: 12, md: 8 }}>
        <Grid container spacing={2} sx={{ mb: 2 }}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Labeled source="userId">
              <UserReferenceField source="userId" />
            </Labeled>
          </Grid>
          <Grid size={{ xs: 6, sm: 3 }}>
            <Labeled source="kind">
              <SelectField source="kind" choices={enumChoices('requestKind', VERIFICATION_KINDS)} />
            </Labeled>
          </Grid>
          <Grid size={{ xs: 6, sm: 3 }}>
            <Labeled source="status">
              <StatusChip source="status" group="requestStatus" />
            </Labeled>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Labeled source="requestedOn">
              <DateField source="requestedOn" showTime />
            </Labeled>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Labeled label="app.manageUsers.verification.time_remaining">
              <ReviewCountdown />
            </Labeled>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Labeled source="reviewedAt">
              <DateField source="reviewedAt" showTime emptyText="—" />
            </Labeled>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Labeled source="rejectionReason">
              <TextField source="rejectionReason" emptyText="—" />
            </Labeled>
          </Grid>
        </Grid>
        <Labeled label="app.manageUsers.verification.comparison" fullWidth>
          <InfoComparison />
        </Labeled>
      </Grid>
    </Grid>
  </Show>
);
