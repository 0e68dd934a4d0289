import type { FieldProps } from 'react-admin';
import { StatusChip } from '../orders/StatusChip';

/** A referral link's status by its catalogue name. */
export const LinkStatusField = (props: FieldProps) => (
  <StatusChip
    {...props}
    source={props.source ?? 'linkStatus'}
    prefix="app.money.link_status"
    tones={{ active: 'success', deactivated: 'warning', cancelled: 'error', expired: 'default' }}
  />
);
