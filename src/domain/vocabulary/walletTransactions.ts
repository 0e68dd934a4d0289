// The wallet transactions' fixed vocabulary, without the schema (entities/walletTransactions.ts): a
// screen that only needs these words does not load zod and build the entity's schema first.

/**
 * One money movement of an order, seen from the platform's wallet. `amount` is always
 * positive; the kind says which way it went:
 * deposit (customer paid), escrow_hold (payment placed in escrow), escrow_release (escrow paid
 * out), refund (back to the customer), commission (platform's share), payout (provider's
 * earnings), fee (card provider's fee).
 */
export const WALLET_TRANSACTION_KINDS = ['deposit', 'escrow_hold', 'escrow_release', 'refund', 'commission', 'payout', 'fee'] as const;
