import type { FieldProps } from 'react-admin';
import { StatusChip } from '../common/StatusChip';

/** A referral link's status by its catalogue name. */
export const LinkStatusField = ({ source = 'linkStatus' }: FieldProps) => <StatusChip source={source} group="linkStatus" />;
