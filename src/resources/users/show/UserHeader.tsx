import { Avatar, Box, Rating, Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { StatusChip } from '../../common/StatusChip';
import { OnlineField } from '../list/OnlineField';
import { fullName } from '../../../domain/people';
import { enumKey } from '../../common/enumChoices';

/** Who this is at a glance: photo, name, account type, statuses and rating. */
export function UserHeader() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const name = fullName(record);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ p: 2, alignItems: { sm: 'center' } }}>
      <Avatar src={record.avatarUrl ?? undefined} alt="" sx={{ width: 72, height: 72, fontSize: 28 }}>
        {name.charAt(0)}
      </Avatar>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="h5" component="h2">
          {name}
        </Typography>
        <Typography color="text.secondary">
          @{record.username} · {translate(enumKey('accountType', String(record.accountType)))} · {record.basedIn}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <StatusChip source="verificationStatus" group="verificationStatus" />
          <StatusChip source="accountStatus" group="accountStatus" />
          <OnlineField />
          <Rating
            value={Number(record.rating)}
            precision={0.1}
            size="small"
            readOnly
            aria-label={translate('app.manageUsers.user.rating_label', { rating: Number(record.rating).toFixed(1) })}
          />
          <Typography variant="body2" color="text.secondary">
            {translate('app.manageUsers.user.strikes_count', { smart_count: Number(record.activeStrikes) })}
          </Typography>
        </Stack>
      </Box>
    </Stack>
  );
}
