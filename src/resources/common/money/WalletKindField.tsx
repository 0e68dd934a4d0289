import type { FieldProps } from 'react-admin';
import { StatusChip } from '../StatusChip';

/** The kind of a wallet movement by its catalogue name. */
export const WalletKindField = ({ source = 'kind' }: FieldProps) => <StatusChip source={source} group="walletKind" />;
