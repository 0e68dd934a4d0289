import { useFieldValue, useTranslate, type FieldProps } from 'react-admin';
import { Typography } from '@mui/material';

/** A service type by its catalogue name (app.service_types.*). */
export function ServiceTypeField(props: FieldProps) {
  const value = useFieldValue(props);
  const translate = useTranslate();
  return (
    <Typography component="span" variant="body2">
      {typeof value === 'string' ? translate(`app.service_types.${value}`) : '—'}
    </Typography>
  );
}
