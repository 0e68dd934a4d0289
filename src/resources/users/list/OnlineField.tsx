import { Box } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

/** A dot and the word, so online status does not rely on colour alone. */
export function OnlineField(_props: { source?: string; label?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const online = record.online === true;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, whiteSpace: 'nowrap' }}>
      <Box component="span" aria-hidden sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: online ? 'success.main' : 'text.disabled' }} />
      {translate(`app.enums.online.${online}`)}
    </Box>
  );
}
