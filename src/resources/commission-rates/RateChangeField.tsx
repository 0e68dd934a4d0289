import type { FieldProps } from 'react-admin';
import { StatusChip } from '../common/StatusChip';

/** Granted, changed or removed: one entry of a rate's history. */
export const RateChangeField = ({ source = 'change' }: FieldProps) => <StatusChip source={source} group="rateChange" />;
