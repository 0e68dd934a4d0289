import type { FieldProps } from 'react-admin';
import { StatusChip } from '../common/StatusChip';

/** Active or removed, by its catalogue name. */
export const RateStatusField = ({ source = 'status' }: FieldProps) => <StatusChip source={source} group="rateStatus" />;
