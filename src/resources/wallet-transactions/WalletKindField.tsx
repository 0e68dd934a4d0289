import type { FieldProps } from 'react-admin';
import type { WalletTransaction } from '../../domain/entities/walletTransactions';
import { StatusChip, type Tone } from '../orders/StatusChip';

/** Money coming in is green, money going out to people is blue or orange, internal moves grey. */
const TONES: Record<WalletTransaction['kind'], Tone> = {
  deposit: 'success',
  escrow_hold: 'default',
  escrow_release: 'default',
  refund: 'warning',
  commission: 'success',
  payout: 'info',
  fee: 'error',
};

/** The kind of a wallet movement by its catalogue name. */
export const WalletKindField = (props: FieldProps) => <StatusChip {...props} source={props.source ?? 'kind'} prefix="app.money.wallet_kinds" tones={TONES} />;
