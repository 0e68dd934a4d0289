import { Typography } from '@mui/material';
import { useRecordContext, useTranslate, type FieldProps } from 'react-admin';
import { PLATFORM_LABEL } from './quickadChoices';

/** Where the ad is posted, by its catalogue name (Instagram, TikTok, ...). */
export function PlatformField({ source }: FieldProps) {
  const record = useRecordContext();
  const translate = useTranslate();
  const value = record?.[source];
  return value ? (
    <Typography variant="body2" component="span">
      {translate(`${PLATFORM_LABEL}${value}`)}
    </Typography>
  ) : null;
}
