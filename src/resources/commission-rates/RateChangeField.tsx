import type { FieldProps } from 'react-admin';
import { StatusChip } from '../orders/StatusChip';

/** Granted, changed or removed: one entry of a rate's history. */
export const RateChangeField = (props: FieldProps) => (
  <StatusChip {...props} source={props.source ?? 'change'} prefix="app.money.rate_changes" tones={{ granted: 'success', changed: 'info', removed: 'default' }} />
);
