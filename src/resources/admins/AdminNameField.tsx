import { resolveAvatarUrl } from '../../providers/avatarUrl';
import { fullName } from '../../domain/people';
import { Avatar, Stack, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';

interface AdminName {
  firstName: string;
  lastName: string;
  avatar: string | null;
}

/** Photo (or initials) and full name. */
export function AdminNameField({ size = 32, variant = 'body2' }: { size?: number; variant?: 'body2' | 'h6' }) {
  const record = useRecordContext<AdminName>();
  if (!record) return null;
  const name = fullName(record);
  return (
    <Stack direction="row" spacing={1.5} alignItems="center">
      <Avatar src={resolveAvatarUrl(record.avatar)} alt="" sx={{ width: size, height: size, fontSize: size / 2.4 }}>
        {record.firstName.charAt(0)}
        {record.lastName.charAt(0)}
      </Avatar>
      <Typography variant={variant} component={variant === 'h6' ? 'h2' : 'span'}>
        {name}
      </Typography>
    </Stack>
  );
}
