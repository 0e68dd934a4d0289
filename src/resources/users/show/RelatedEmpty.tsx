import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** What a tab of the user page says when the user has none of these records. */
export function RelatedEmpty({ messageKey }: { messageKey: string }) {
  const translate = useTranslate();
  return (
    <Typography role="status" color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
      {translate(messageKey)}
    </Typography>
  );
}
