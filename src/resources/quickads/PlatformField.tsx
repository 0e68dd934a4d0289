import { Typography } from '@mui/material';
import { useRecordContext, useTranslate, type FieldProps } from 'react-admin';
import { enumKey } from '../common/enumChoices';

/** Where the ad is posted, by its catalogue name (Instagram, TikTok, ...). */
export function PlatformField({ source }: FieldProps) {
  const record = useRecordContext();
  const translate = useTranslate();
  const value = record?.[source];
  return value ? (
    <Typography variant="body2" component="span">
      {translate(enumKey('platform', String(value)))}
    </Typography>
  ) : null;
}
