import type { FieldProps } from 'react-admin';
import { StatusChip } from '../orders/StatusChip';

/** Active or removed, by its catalogue name. */
export const RateStatusField = (props: FieldProps) => (
  <StatusChip {...props} source={props.source ?? 'status'} prefix="app.money.rate_status" tones={{ active: 'success', removed: 'default' }} />
);
