import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FigureCard } from '../common/figures/FigureCard';
import { FigureGrid } from '../common/figures/FigureGrid';
import { useWalletSummary } from './useWalletSummary';

/** Escrow held, available, paid to users, refunded and commission earned, from the server. */
export function WalletSummaryCards() {
  const translate = useTranslate();
  const { data, error } = useWalletSummary();
  if (error) return <Alert severity="error">{translate('app.money.wallet.load_error')}</Alert>;
  return (
    <FigureGrid>
      <FigureCard
        label="app.money.wallet.escrow_held"
        hint="app.money.wallet.escrow_held_hint"
        definition="app.money.wallet.escrow_held_definition"
        amount={data?.escrowHeld}
        testId="wallet-escrowHeld"
      />
      <FigureCard
        label="app.money.wallet.available"
        hint="app.money.wallet.available_hint"
        definition="app.money.wallet.available_definition"
        amount={data?.available}
        testId="wallet-available"
      />
      <FigureCard
        label="app.money.wallet.paid_to_users"
        hint="app.money.wallet.paid_to_users_hint"
        definition="app.money.wallet.paid_to_users_definition"
        amount={data?.paidToUsers}
        testId="wallet-paidToUsers"
      />
      <FigureCard
        label="app.money.wallet.owed_to_users"
        hint="app.money.wallet.owed_to_users_hint"
        definition="app.money.wallet.owed_to_users_definition"
        amount={data?.owedToUsers}
        testId="wallet-owedToUsers"
      />
      <FigureCard
        label="app.money.wallet.refunded"
        hint="app.money.wallet.refunded_hint"
        definition="app.money.wallet.refunded_definition"
        amount={data?.refunded}
        testId="wallet-refunded"
      />
      <FigureCard
        label="app.money.wallet.commission_earned"
        hint="app.money.wallet.commission_earned_hint"
        definition="app.money.wallet.commission_earned_definition"
        amount={data?.commissionEarned}
        testId="wallet-commissionEarned"
      />
      <FigureCard
        label="app.money.wallet.card_fees"
        hint="app.money.wallet.card_fees_hint"
        definition="app.money.wallet.card_fees_definition"
        amount={data?.cardProviderFees}
        testId="wallet-cardProviderFees"
      />
    </FigureGrid>
  );
}
