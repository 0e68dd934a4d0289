import { Avatar, Stack, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { fullName } from '../../../domain/people';

/** Avatar, full name and @username: how a user is recognised in a list. */
export function UserNameField(_props: { source?: string; label?: string; sortBy?: string }) {
  const record = useRecordContext();
  if (!record) return null;
  const name = fullName(record);
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 180 }}>
      <Avatar src={record.avatarUrl ?? undefined} alt="" sx={{ width: 32, height: 32 }}>
        {name.charAt(0)}
      </Avatar>
      <span>
        <Typography variant="body2" component="span" sx={{ display: 'block', fontWeight: 500 }}>
          {name}
        </Typography>
        <Typography variant="caption" component="span" color="text.secondary">
          @{record.username}
        </Typography>
      </span>
    </Stack>
  );
}
