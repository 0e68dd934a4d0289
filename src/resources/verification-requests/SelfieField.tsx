import { Box, Link, Stack } from '@mui/material';
import { DateField, useRecordContext, useTranslate } from 'react-admin';
import { fullName } from '../../domain/people';

/** The selfie (opens full size) with the date it was taken. */
export function SelfieField({ size = 56 }: { size?: number }) {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack direction={size > 100 ? 'column' : 'row'} spacing={1.5} sx={{ alignItems: size > 100 ? 'flex-start' : 'center' }}>
      <Link
        href={record.selfieUrl}
        target="_blank"
        rel="noopener noreferrer"
        onClick={(e) => e.stopPropagation()}
        aria-label={translate('app.manageUsers.verification.open_selfie')}
      >
        <Box
          component="img"
          src={record.selfieUrl}
          alt={translate('app.manageUsers.verification.selfie_alt', { name: fullName(record.currentInfo) })}
          sx={{ width: size, height: size, objectFit: 'cover', borderRadius: 1, display: 'block', border: 1, borderColor: 'divider' }}
        />
      </Link>
      <Box>
        <Box component="span" sx={{ display: 'block', typography: 'caption', color: 'text.secondary' }}>
          {translate('resources.verification-requests.fields.selfieTakenOn')}
        </Box>
        <DateField source="selfieTakenOn" showTime={size > 100} />
      </Box>
    </Stack>
  );
}
